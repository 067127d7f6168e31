<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Belote</name>
    <message numerus="yes">
        <location filename="../gui/games/belote/adapter.py" line="+349"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Declaration</name>
    <message numerus="yes">
        <location filename="../gui/games/declaration/adapter.py" line="+459"/>
        <source>%1 %2 pts · %n bag(s) · %4</source>
        <translation>
            <numerusform>%1 %2 pts · %n bag · %4</numerusform>
            <numerusform>%1 %2 pts · %n bags · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+208"/>
        <source>Bid %n trick(s).</source>
        <translation>
            <numerusform>Bid %n trick.</numerusform>
            <numerusform>Bid %n tricks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message numerus="yes">
        <location filename="../gui/games/declare/adapter.py" line="+254"/>
        <source>%n card(s) · score %1</source>
        <translation>
            <numerusform>%n card · score %1</numerusform>
            <numerusform>%n cards · score %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) · %1</source>
        <translation>
            <numerusform>%n card · %1</numerusform>
            <numerusform>%n cards · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>declaring opens in %n go-around(s)</source>
        <translation>
            <numerusform>declaring opens in %n go-around</numerusform>
            <numerusform>declaring opens in %n go-arounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>round void in %n turn(s)</source>
        <translation>
            <numerusform>round void in %n turn</numerusform>
            <numerusform>round void in %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Frontier</name>
    <message numerus="yes">
        <location filename="../gui/games/frontier/adapter.py" line="+90"/>
        <source>%n-card Pure, %3</source>
        <translation>
            <numerusform>%n-card Pure, %3</numerusform>
            <numerusform>%n-card Pure, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition, %3</source>
        <translation>
            <numerusform>%n-card Coalition, %3</numerusform>
            <numerusform>%n-card Coalition, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Campaign, %3</source>
        <translation>
            <numerusform>%n-card Campaign, %3</numerusform>
            <numerusform>%n-card Campaign, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Pure Skirmish, %3</source>
        <translation>
            <numerusform>%n-card Pure Skirmish, %3</numerusform>
            <numerusform>%n-card Pure Skirmish, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition Skirmish, %3</source>
        <translation>
            <numerusform>%n-card Coalition Skirmish, %3</numerusform>
            <numerusform>%n-card Coalition Skirmish, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Divided Skirmish, %3</source>
        <translation>
            <numerusform>%n-card Divided Skirmish, %3</numerusform>
            <numerusform>%n-card Divided Skirmish, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Skirmish, %3</source>
        <translation>
            <numerusform>%n-card Skirmish, %3</numerusform>
            <numerusform>%n-card Skirmish, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message numerus="yes">
        <location filename="../gui/games/frontier/words.py" line="+80"/>
        <source>%1 committed %n card(s)</source>
        <translation>
            <numerusform>%1 committed %n card</numerusform>
            <numerusform>%1 committed %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You committed %n card(s)</source>
        <translation>
            <numerusform>You committed %n card</numerusform>
            <numerusform>You committed %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <location filename="../gui/games/declare/rules.py" line="+26"/>
        <source>%1 players, %2 cards each, from %n deck(s) shuffled together.</source>
        <translation>
            <numerusform>%1 players, %2 cards each, from %n deck.</numerusform>
            <numerusform>%1 players, %2 cards each, from %n decks shuffled together.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You may declare when your total is under %1, once everyone has played %n turn(s) this round.</source>
        <translation>
            <numerusform>You may declare when your total is under %1, once everyone has played %n turn this round.</numerusform>
            <numerusform>You may declare when your total is under %1, once everyone has played %n turns this round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>If nobody has declared once everyone has played %n more turn(s) after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</source>
        <translation>
            <numerusform>If nobody has declared once everyone has played %n more turn after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</numerusform>
            <numerusform>If nobody has declared once everyone has played %n more turns after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The match lasts %n round(s).</source>
        <translation>
            <numerusform>The match lasts %n round.</numerusform>
            <numerusform>The match lasts %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message numerus="yes">
        <location filename="../gui/text.py" line="+76"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Declaring opens after %n more turn(s).</source>
        <translation>
            <numerusform>Declaring opens after %n more turn.</numerusform>
            <numerusform>Declaring opens after %n more turns.</numerusform>
        </translation>
    </message>
</context>
</TS>
