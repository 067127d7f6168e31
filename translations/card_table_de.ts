<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../gui/window/bet_slider.py" line="+26"/>
        <location line="+3"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../gui/window/bid_chooser.py" line="+38"/>
        <source>The auction so far</source>
        <translation>Das Reizen bisher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid value</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Bid %1</source>
        <translation>Reizen: %1</translation>
    </message>
</context>
<context>
    <name>Belote</name>
    <message>
        <location filename="../gui/games/belote/adapter.py" line="+70"/>
        <source>no trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+290"/>
        <location line="+27"/>
        <location line="+173"/>
        <location line="+49"/>
        <location line="+39"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="-576"/>
        <source>Coinche!</source>
        <translation>Coinche!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcoinche!</source>
        <translation>Surcoinche!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tierce</source>
        <translation>Tierce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cinquante</source>
        <translation>Cinquante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cent</source>
        <translation>Cent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carré</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Turned card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name another suit</source>
        <translation>Zweiter Durchgang: Nennen Sie eine andere Farbe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Last trick: you won</source>
        <translation>Letzter Stich: an Sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last trick: %1 won</source>
        <translation>Letzter Stich: an %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: %2 pts</source>
        <translation>%1: %2 Pkt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes %1</source>
        <translation>nimmt %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you take %1</source>
        <translation>Sie nehmen %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+360"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="-360"/>
        <source>Belote, rebelote</source>
        <translation>Belote, Rebelote</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>With trump</source>
        <translation>Mit Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract: %1 by you</source>
        <translation>Kontrakt: %1 von Ihnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract: %1 by %2</source>
        <translation>Kontrakt: %1 von %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High bid: %1 %2 by you</source>
        <translation>Höchstes Gebot: %1 %2 von Ihnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>High bid: %1 %2 by %3</source>
        <translation>Höchstes Gebot: %1 %2 von %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking, round %1</source>
        <translation>Nehmen, Durchgang %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in reserve %1</source>
        <translation>in Reserve %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one deal</source>
        <translation>eine einzige Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>You have not announced %1: press Announce (A) first, or play the card again to let it go.</source>
        <translation>Sie haben %1 nicht angesagt: Drücken Sie zuerst Ansagen (A), oder spielen Sie die Karte noch einmal, um darauf zu verzichten.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Take</source>
        <translation>&amp;Nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the contract.</source>
        <translation>Den Kontrakt übernehmen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take with this suit as trump.</source>
        <translation>Mit dieser Farbe als Trumpf nehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+109"/>
        <source>&amp;Pass</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Coinche now to double this bid; else the auction goes on.</source>
        <translation>Jetzt Coinche, um dieses Gebot zu verdoppeln; sonst geht das Reizen weiter.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Coinche!</source>
        <translation>&amp;Coinche!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract.</source>
        <translation>Den Kontrakt der Gegner verdoppeln.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No call yet: %1 opens the auction.</source>
        <translation>Noch keine Ansage: %1 eröffnet das Reizen.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>0: the contract failed, the defence scores it all</source>
        <translation>0: Der Kontrakt ist gefallen, die Verteidiger schreiben alles</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+49"/>
        <source>Added to score</source>
        <translation>Zum Stand addiert</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>&amp;Surcoinche!</source>
        <translation>&amp;Surcoinche!</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Your lead: drag a card to the trick, or double-click it</source>
        <translation>Sie spielen aus: Ziehen Sie eine Karte auf den Stich oder doppelklicken Sie darauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a card to the trick, or double-click it</source>
        <translation>Sie sind dran: Ziehen Sie eine Karte auf den Stich oder doppelklicken Sie darauf</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Double again: the contract counts four times.</source>
        <translation>Erneut verdoppeln: Der Kontrakt zählt vierfach.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Announce %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announce your declarations before your first card.</source>
        <translation>Sagen Sie Ihre Meldungen vor Ihrer ersten Karte an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say &amp;Belote</source>
        <translation>&amp;Belote sagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the King and Queen of trump: announce them, then play one of them.</source>
        <translation>Sie haben König und Dame in Trumpf: Sagen Sie sie an und spielen Sie dann eine davon.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1&apos;s %2 still stands: Coinche now to double it, or the auction goes on.</source>
        <translation>%2 von %1 steht noch: Jetzt Coinche, um zu verdoppeln, sonst geht das Reizen weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bid %2: Coinche now to double it, or the auction goes on.</source>
        <translation>%1 hat %2 gereizt: Jetzt Coinche, um zu verdoppeln, sonst geht das Reizen weiter.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No call yet: you open the auction.</source>
        <translation>Noch keine Ansage: Sie eröffnen das Reizen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;No coinche</source>
        <translation>&amp;Kein Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No surcoinche</source>
        <translation>&amp;Kein Surcoinche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coinche doubles the opponents&apos; bid (×2); they may surcoinche (×4).</source>
        <translation>Coinche verdoppelt das Gebot der Gegner (×2); sie dürfen Surcoinche sagen (×4).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Bid to win all eight tricks.</source>
        <translation>Bieten, alle acht Stiche zu gewinnen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made the contract (%2).</source>
        <translation>%1 haben den Kontrakt erfüllt (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 failed the contract (%2).</source>
        <translation>%1 sind mit dem Kontrakt gescheitert (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tied (%2): litige, the points wait in reserve.</source>
        <translation>%1 gleichauf (%2): Litige, die Punkte bleiben in Reserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: </source>
        <translation>Runde %1: </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capot by %1!</source>
        <translation>Capot von %1!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(%1 wait in the reserve)</source>
        <translation>(%1 bleiben in der Reserve)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+54"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+48"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>How it adds up</source>
        <translation>So kommt es zustande</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 belote</source>
        <translation>%1 Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in declarations</source>
        <translation>%1 aus Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 contract</source>
        <translation>%1 Vertrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 für alle Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the capot</source>
        <translation>%1 für den Capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the reserve</source>
        <translation>%1 aus der Reserve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in cards (%2 rounded)</source>
        <translation>%1 in Karten (%2 gerundet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in cards</source>
        <translation>%1 in Karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%2 for all the cards + %3 contract) ×%4</source>
        <translation>(%2 für alle Karten + %3 Vertrag) ×%4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone passed: deal %1 is thrown in.</source>
        <translation>Alle haben gepasst: Runde %1 wird neu gegeben.</translation>
    </message>
</context>
<context>
    <name>BeloteTutorial</name>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="+43"/>
        <source>You are South; your partner is North, opposite. The turned card is the 9♥. In trump the order is J, 9, A, 10, K, Q, 8, 7: the Jack (20 points) and the Nine (14) are the best. With the 9♥ you would hold J, 9, K and Q of hearts: press Take to make hearts trump.</source>
        <translation>Sie sind Süd; Ihr Partner ist Nord, gegenüber. Die aufgedeckte Karte ist die 9♥. Im Trumpf ist die Reihenfolge B, 9, A, 10, K, D, 8, 7: Bube (20 Punkte) und Neun (14) sind die besten. Mit der 9♥ hätten Sie B, 9, K und D in Herz: drücken Sie Nehmen, um Herz zu Trumpf zu machen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take this one: the Jack and the Nine, the two best trumps, with King and Queen make a hand that wins the contract.</source>
        <translation>Nehmen Sie dieses Spiel: Bube und Neun, die zwei besten Trümpfe, mit König und Dame ergeben eine Hand, die den Kontrakt gewinnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took: hearts are trump and the last cards are dealt. Before your first card, announce your declarations: J-Q-K of hearts and Q-K-A of spades are two tierces (three cards in a row, 20 points each). Press Announce.</source>
        <translation>Sie haben genommen: Herz ist Trumpf, und die letzten Karten sind verteilt. Sagen Sie vor Ihrer ersten Karte Ihre Meldungen an: B-D-K in Herz und D-K-A in Pik sind zwei Terzen (drei Karten in Folge, je 20 Punkte). Drücken Sie Ansagen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Announce first: a card played before announcing gives your declarations up.</source>
        <translation>Zuerst ansagen: eine Karte, die vor der Ansage gespielt wird, gibt Ihre Meldungen auf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead the first trick. Lead the J♥, the highest trump: nobody can beat it. Everyone must play a trump on a trump, a higher one if they can (over-trumping), so it draws out the opponents&apos; trumps.</source>
        <translation>Sie spielen den ersten Stich aus. Spielen Sie die B♥, den höchsten Trumpf: niemand kann ihn schlagen. Auf Trumpf muss jeder Trumpf spielen, einen höheren, wenn er kann (übertrumpfen): so holt er die Trümpfe der Gegner heraus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead the J♥: the highest trump cannot lose, and it draws out the opponents&apos; trumps.</source>
        <translation>Spielen Sie die B♥ aus: der höchste Trumpf kann nicht verlieren und holt die Trümpfe der Gegner heraus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>East announced a tierce too, but yours are higher: your team scores the declarations. With the Jack gone, the 9♥ is the best trump left: lead it.</source>
        <translation>Ost hat auch eine Terz angesagt, aber Ihre sind höher: Ihr Team schreibt die Meldungen. Ohne den Buben ist die 9♥ der beste verbleibende Trumpf: spielen Sie sie aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: with the Jack gone, the Nine is the master trump and wins the trick.</source>
        <translation>Spielen Sie die 9♥ aus: ohne den Buben ist die Neun der höchste Trumpf und gewinnt den Stich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the King and Queen of trump: the belote, 20 points your team keeps whatever happens. Press Say Belote before playing the first of them.</source>
        <translation>Sie halten König und Dame im Trumpf: die Belote, 20 Punkte, die Ihr Team in jedem Fall behält. Drücken Sie Belote sagen, bevor Sie die erste der beiden spielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say Belote first: the King or Queen of trump played without it gives the 20 points up.</source>
        <translation>Zuerst Belote sagen: König oder Dame im Trumpf ohne Ansage gespielt gibt die 20 Punkte auf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Belote! Now play the K♥: the opponents have no trump left, so it wins. Rebelote is said by itself when you play the Queen.</source>
        <translation>Belote! Spielen Sie jetzt die K♥: die Gegner haben keinen Trumpf mehr, also gewinnt sie. Rebelote wird von selbst gesagt, wenn Sie die Dame spielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After Belote your card must be the King or the Queen of trump: play the K♥.</source>
        <translation>Nach Belote muss Ihre Karte König oder Dame im Trumpf sein: spielen Sie die K♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your spades and last trump will take the lead back whenever you need it. Give up your only loser now: lead the 7♦.</source>
        <translation>Ihr Pik und Ihr letzter Trumpf holen das Ausspiel zurück, wann immer Sie es brauchen. Geben Sie jetzt Ihre einzige Verlustkarte ab: spielen Sie die 7♦ aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 7♦: lose your one losing card now, while your masters can still win the lead back.</source>
        <translation>Spielen Sie die 7♦ aus: geben Sie Ihre einzige Verlustkarte jetzt ab, solange Ihre hohen Karten das Ausspiel zurückholen können.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>West won and leads the 10♠. You hold spades, so you must follow suit: no trumping, no discarding. In a plain suit the order is A, 10, K, Q, J, 9, 8, 7: play the A♠ to beat the 10.</source>
        <translation>West hat gewonnen und spielt die 10♠ aus. Sie haben Pik, also müssen Sie Farbe bedienen: weder stechen noch abwerfen. In einer Nebenfarbe ist die Reihenfolge A, 10, K, D, B, 9, 8, 7: spielen Sie das A♠, um die 10 zu schlagen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow suit with a spade (the rule), and the A♠ is the one that beats the 10.</source>
        <translation>Bedienen Sie Pik (die Regel), und das A♠ ist die Karte, die die 10 schlägt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With the Ace and the 10 gone, the K♠ is the master spade: lead it.</source>
        <translation>Ohne Ass und 10 ist der K♠ das höchste Pik: spielen Sie ihn aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♠: with the Ace and the 10 gone, it is a sure trick.</source>
        <translation>Spielen Sie den K♠ aus: ohne Ass und 10 ist er ein sicherer Stich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Q♠ is the last spade in play: lead it, nobody can follow.</source>
        <translation>Die D♠ ist das letzte Pik im Spiel: spielen Sie sie aus, niemand kann bedienen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♠: it is the last spade, another sure trick.</source>
        <translation>Spielen Sie die D♠ aus: es ist das letzte Pik, noch ein sicherer Stich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last trick: play the Q♥ (Rebelote is said for you). The last trick scores 10 more, the dix de der.</source>
        <translation>Letzter Stich: spielen Sie die D♥ (Rebelote wird für Sie gesagt). Der letzte Stich zählt 10 mehr, das „dix de der“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the Q♥, your last card.</source>
        <translation>Spielen Sie die D♥, Ihre letzte Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over. The takers must score more than the defenders, belote and declarations counted: North-South %1, East-West %2, so your contract is made. That is Belote! Start a real game from Game &gt; New game.</source>
        <translation>Runde vorbei. Die Spieler müssen mehr Punkte als die Gegenspieler machen, Belote und Meldungen mitgezählt: Nord-Süd %1, Ost-West %2, Ihr Kontrakt ist also erfüllt. Das ist Belote! Starten Sie ein echtes Spiel über Spiel &gt; Neues Spiel.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Coinche: all the cards are dealt before the auction. A bid names a value (80 to 160, or Capot) and a trump suit, and the takers must score at least that value. East opens 80♣. You may coinche it, doubling the stakes, but your strength is hearts: press Pass and bid your own contract in your turn.</source>
        <translation>Coinche: alle Karten werden vor dem Reizen verteilt. Ein Gebot nennt einen Wert (80 bis 160 oder Capot) und eine Trumpffarbe, und die Spieler müssen mindestens diesen Wert erreichen. Ost eröffnet mit 80♣. Sie könnten coinchen und den Einsatz verdoppeln, aber Ihre Stärke ist Herz: drücken Sie Passen und reizen Sie Ihren eigenen Kontrakt, wenn Sie dran sind.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Do not coinche East&apos;s clubs: your strength is hearts. Pass, and bid them in your turn.</source>
        <translation>Coinchen Sie Osts Kreuz nicht: Ihre Stärke ist Herz. Passen Sie und reizen Sie Herz, wenn Sie dran sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North passed. Under House rules the opponents may coinche at any moment, so you are offered it again: press Pass once more.</source>
        <translation>Nord hat gepasst. Nach Hausregeln dürfen die Gegner jederzeit coinchen, daher wird es Ihnen erneut angeboten: drücken Sie noch einmal Passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass: your hearts will do better as your own contract.</source>
        <translation>Passen Sie: Ihr Herz ist als eigener Kontrakt besser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Bid over East: the value must be higher, and you choose the suit. With A, 10, K, Q and 9 of hearts, two aces and the belote, press 90 ♥: 90 points with hearts as trump.</source>
        <translation>Sie sind dran. Überbieten Sie Ost: der Wert muss höher sein, die Farbe wählen Sie. Mit A, 10, K, D und 9 in Herz, zwei Assen und der Belote drücken Sie 90 ♥: 90 Punkte mit Herz als Trumpf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid 90 ♥: just over East&apos;s 80, in your strong suit.</source>
        <translation>Reizen Sie 90 ♥: knapp über Osts 80, in Ihrer starken Farbe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West coinched your 90 ♥: the contract now counts double, and if you fail East-West score it. Your hand is sure of 90: press Surcoinche! to double again, four times the contract.</source>
        <translation>West hat Ihre 90 ♥ gecoincht: der Kontrakt zählt jetzt doppelt, und wenn Sie scheitern, schreibt Ost-West ihn. Ihre Hand schafft die 90 sicher: drücken Sie Surcoinche!, um erneut zu verdoppeln, viermal der Kontrakt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surcoinche: with this hand 90 is safe, so make it count four times.</source>
        <translation>Surcoinchen Sie: mit dieser Hand sind 90 sicher, also lassen Sie sie viermal zählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The contract is 90 ♥ by you, surcoinched. East leads. Before your first card announce your tierce, Q-K-A of hearts: press Announce.</source>
        <translation>Der Kontrakt ist 90 ♥ von Ihnen, surcoinchiert. Ost spielt aus. Sagen Sie vor Ihrer ersten Karte Ihre Terz an, D-K-A in Herz: drücken Sie Ansagen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce first: a card played before announcing gives your tierce up.</source>
        <translation>Zuerst ansagen: eine Karte vor der Ansage gibt Ihre Terz auf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a plain suit the 10 beats the Jack and the 9: play the 10♠, ten points in a trick you win.</source>
        <translation>In einer Nebenfarbe schlägt die 10 den Buben und die 9: spielen Sie die 10♠, zehn Punkte in einem Stich, den Sie gewinnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 10♠: it wins the trick and brings 10 points.</source>
        <translation>Spielen Sie die 10♠: sie gewinnt den Stich und bringt 10 Punkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: cash the A♠, the master spade.</source>
        <translation>Sie spielen aus: kassieren Sie das A♠, das höchste Pik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the A♠: it is a sure trick.</source>
        <translation>Spielen Sie das A♠ aus: ein sicherer Stich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now draw trumps: lead the 9♥. Only West&apos;s J♥ beats it, and West must spend the Jack on it.</source>
        <translation>Holen Sie jetzt die Trümpfe heraus: spielen Sie die 9♥ aus. Nur Wests B♥ schlägt sie, und West muss den Buben dafür opfern.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: it forces out West&apos;s Jack, the one trump above yours.</source>
        <translation>Spielen Sie die 9♥ aus: sie holt Wests Buben heraus, den einzigen Trumpf über Ihren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West won with the J♥ and leads the A♣. You have no club and an opponent is master, so you must trump: play the 10♥.</source>
        <translation>West hat mit dem B♥ gewonnen und spielt das A♣ aus. Sie haben kein Kreuz, und ein Gegner liegt vorn: Sie müssen stechen. Spielen Sie die 10♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trump with the 10♥: you must trump, and keep the King and Queen for the belote.</source>
        <translation>Stechen Sie mit der 10♥: Sie müssen stechen, und König und Dame bleiben für die Belote.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the K♥ and Q♥: press Say Belote before playing the first of them.</source>
        <translation>Sie halten K♥ und D♥: drücken Sie Belote sagen, bevor Sie die erste der beiden spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say Belote first: 20 points that are never multiplied and never lost.</source>
        <translation>Sagen Sie zuerst Belote: 20 Punkte, nie vervielfacht und nie verloren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Belote! Lead the Q♥ (Rebelote comes with the King).</source>
        <translation>Belote! Spielen Sie die D♥ aus (Rebelote kommt mit dem König).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♥: after Belote the card must be the King or the Queen of trump.</source>
        <translation>Spielen Sie die D♥ aus: nach Belote muss die Karte König oder Dame im Trumpf sein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rebelote: lead the K♥, the master trump now.</source>
        <translation>Rebelote: spielen Sie den K♥ aus, jetzt der höchste Trumpf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♥: with the Jack gone, it is the master trump.</source>
        <translation>Spielen Sie den K♥ aus: ohne den Buben ist er der höchste Trumpf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the A♥, your last trump.</source>
        <translation>Spielen Sie das A♥ aus, Ihren letzten Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the A♥: it draws West&apos;s last trump.</source>
        <translation>Spielen Sie das A♥ aus: es holt Wests letzten Trumpf heraus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: the A♦.</source>
        <translation>Letzter Stich: das A♦.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the A♦, your last card.</source>
        <translation>Spielen Sie das A♦, Ihre letzte Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal over: you made 90 ♥ with %1 points against %2 (cards, belote and declarations counted). Surcoinched, the contract counts four times: (160 + 90) × 4, plus your tierce and belote, %3 points. That is Coinche! Start a real game from Game &gt; New game.</source>
        <translation>Runde vorbei: Sie haben 90 ♥ mit %1 Punkten gegen %2 erfüllt (Karten, Belote und Meldungen mitgezählt). Surcoinchiert zählt der Kontrakt viermal: (160 + 90) × 4, plus Ihre Terz und die Belote, %3 Punkte. Das ist Coinche! Starten Sie ein echtes Spiel über Spiel &gt; Neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../gui/table/accessibility.py" line="+23"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>commander</source>
        <translation>Kommandant</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>voidpilot</source>
        <translation>Leerenpilot</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>emperor</source>
        <translation>Kaiser</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+49"/>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Kern</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+54"/>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Flut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow (wild)</source>
        <translation>Schatten (Joker)</translation>
    </message>
    <message>
        <location filename="../gui/table/accessibility.py" line="+1"/>
        <source>wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your hand</source>
        <translation>Ihre Hand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your card in the trick</source>
        <translation>Ihre Karte im Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your commitment</source>
        <translation>Ihre gelegten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your meld</source>
        <translation>Ihre Meldung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1&apos;s cards</source>
        <translation>Karten von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card in the trick</source>
        <translation>Karte von %1 im Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s meld</source>
        <translation>Meldung von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s commitment</source>
        <translation>Gelegte Karten von %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 face down</source>
        <translation>%1 verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your hand: %1.</source>
        <translation>Ihre Hand: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (to play)</source>
        <translation>%1 (spielbar)</translation>
    </message>
</context>
<context>
    <name>Declaration</name>
    <message>
        <location filename="../gui/games/declaration/adapter.py" line="+80"/>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Kern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>high to low: E P M O 10 … 2
(Emperor, Voidpilot, Commander, Officer)</source>
        <translation>von hoch nach niedrig: E P M O 10 … 2
(Kaiser, Leerenpilot, Kommandant, Offizier)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run of 3</source>
        <translation>Folge aus 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run of 4+</source>
        <translation>Folge aus 4+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triad</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quad</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Your meld</source>
        <translation>Ihre Meldung</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Last trick: %1</source>
        <translation>Letzter Stich: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>your partner</source>
        <translation>Ihr Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>Gebot %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>hat %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>meld: %1 (%2 pts)</source>
        <translation>Meldung: %1 (%2 Pkt.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no meld</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand %1   ·   Trump: %2   ·   Target %3</source>
        <translation>Runde %1   ·   Trumpf: %2   ·   Ziel %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand Pot %1  (Pot Ante %2 + Pot Action %3)</source>
        <translation>Runden-Pot %1  (Ante-Pot %2 + Aktions-Pot %3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sealed</source>
        <translation>versiegelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld Dares: %1</source>
        <translation>Meldewetten: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contracts: %1</source>
        <translation>Kontrakte: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hand Pot %1</source>
        <translation>Runden-Pot %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the deal, set your Meld Dare: the other team pays it into the pot if it melds.</source>
        <translation>Vor dem Geben setzen Sie Ihre Meldewette: Das andere Team zahlt sie in den Pot, wenn es meldet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click cards to pick a meld, then Declare meld — or Pass.</source>
        <translation>Klicken Sie Karten für eine Meldung an, dann „Melden“ — oder Passen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No meld in your hand: Pass.</source>
        <translation>Keine Meldung in Ihrer Hand: Passen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ihr Gebot: Wie viele Stiche machen Sie?</translation>
    </message>
    <message>
        <location line="-272"/>
        <source>Your card: drag it onto the trick, or double-click it.</source>
        <translation>Ihre Karte: Ziehen Sie sie auf den Stich oder doppelklicken Sie darauf.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your declared meld&apos;s cards go first: drag one onto the trick, or double-click it.</source>
        <translation>Ihre gemeldeten Karten kommen zuerst: Ziehen Sie eine auf den Stich oder doppelklicken Sie darauf.</translation>
    </message>
    <message numerus="yes">
        <location line="+192"/>
        <source>%1 %2 pts · %n bag(s) · %4</source>
        <translation>
            <numerusform>%1 %2 Pkt. · %n Überstich · %4</numerusform>
            <numerusform>%1 %2 Pkt. · %n Überstiche · %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Dare %1</source>
        <translation>Wette %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set your team&apos;s Meld Dare to %1 (the cap is %2 = 5 × ante). The opponents pay it on their first meld.</source>
        <translation>Die Meldewette Ihres Teams auf %1 setzen (höchstens %2 = 5 × Ante). Die Gegner zahlen sie bei ihrer ersten Meldung.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Declare %1 for %2 meld points; it costs %3 (plus the opponents&apos; dare on your team&apos;s first meld).</source>
        <translation>%1 für %2 Meldepunkte melden; kostet %3 (plus die Wette der Gegner bei der ersten Meldung Ihres Teams).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare %1 (%2 + dare %3 = %4)</source>
        <translation>%1 melden (%2 + Wette %3 = %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declare %1 (%2)</source>
        <translation>%1 melden (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Click cards in your hand to pick a meld, then declare it.</source>
        <translation>Klicken Sie Karten Ihrer Hand für eine Meldung an und melden Sie sie dann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare meld</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare no meld this hand.</source>
        <translation>In dieser Runde nichts melden.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Bid %n trick(s).</source>
        <translation>
            <numerusform>%n Stich bieten.</numerusform>
            <numerusform>%n Stiche bieten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made %2</source>
        <translation>%1 hat %2 erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 failed %2</source>
        <translation>%1 ist an %2 gescheitert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 take the Hand Pot: %2.</source>
        <translation>%1 gewinnen den Runden-Pot: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Hand Pot is split: %1 each.</source>
        <translation>Der Runden-Pot wird geteilt: je %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hand Pot (%1) carries over.</source>
        <translation>Der Runden-Pot (%1) wird übertragen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1: %2. %3</source>
        <translation>Runde %1: %2. %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld pts</source>
        <translation>Meldepkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bags</source>
        <translation>Überstiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purse</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tricks score 10 for each one above the book of 6 when the contract is made, and −10 for each one short when it fails; melds count in full, or half on a failed contract.</source>
        <translation>Stiche zählen 10 für jeden über dem Buch von 6, wenn der Kontrakt erfüllt ist, und −10 für jeden fehlenden, wenn er scheitert; Meldungen zählen voll, bei gescheitertem Kontrakt zur Hälfte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: tricks %2, melds %3, bags −%4 = %5.</source>
        <translation>%1: Stiche %2, Meldungen %3, Überstiche −%4 = %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: tricks %2, melds %3 = %5.</source>
        <translation>%1: Stiche %2, Meldungen %3 = %5.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand Pot: Pot Ante %1 + Pot Action %2 = %3.</source>
        <translation>Runden-Pot: Ante-Pot %1 + Aktions-Pot %2 = %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand Pot: %1.</source>
        <translation>Runden-Pot: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: %1 failed and add %2 (equal to the Pot Action).</source>
        <translation>Strafe: %1 verfehlt und zahlt %2 (so viel wie der Aktions-Pot).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Payout: %1 + penalty %2 = %3 to %4.</source>
        <translation>Auszahlung: %1 + Strafe %2 = %3 an %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout: %3 to %4.</source>
        <translation>Auszahlung: %3 an %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Split: %1 = %2 each, %3 left in Pot Ante.</source>
        <translation>Teilung: %1 = je %2, %3 bleiben im Ante-Pot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No payout: %1 carries over (Pot Ante %2 with the penalties + Pot Action %3).</source>
        <translation>Keine Auszahlung: %1 wird übertragen (Ante-Pot %2 mit den Strafen + Aktions-Pot %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No payout: %1 carries over (Pot Ante %2 + Pot Action %3).</source>
        <translation>Keine Auszahlung: %1 wird übertragen (Ante-Pot %2 + Aktions-Pot %3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Purses after the hand: %1 %2, %3 %4.</source>
        <translation>Kassen nach der Runde: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>DeclarationTutorial</name>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+41"/>
        <source>Declaration: you and North, opposite, play against West and East. Everyone has paid the ante into the Hand Pot. Before the deal each team sets a Meld Dare: if the other team shows a meld this hand, it pays your dare into the pot. Press Dare $4 (2 × ante).</source>
        <translation>Declaration: Sie und Nord, gegenüber, spielen gegen West und Ost. Jeder hat die Ante in den Runden-Pot gezahlt. Vor dem Geben setzt jedes Team eine Meldewette: meldet das andere Team in dieser Runde, zahlt es Ihre Wette in den Pot. Drücken Sie Wette $4 (2 × Ante).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dare $4 (2 × ante): West and East may well meld, and then they pay it into the pot.</source>
        <translation>Wette $4 (2 × Ante): West und Ost melden wohl, und dann zahlen sie sie in den Pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are dealt and Core (✸) is trump. You may show one meld: your three 9s are a Triad, 30 points for a cost of 3 × ante. Click the three 9s, then press Declare Triad.</source>
        <translation>Die Karten sind gegeben, und Kern (✸) ist Trumpf. Sie dürfen eine Meldung zeigen: Ihre drei 9en sind ein Drilling, 30 Punkte für 3 × Ante. Klicken Sie die drei 9en an und drücken Sie dann Drilling melden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare the Triad of 9s: 30 points, and your trumps stay free to win tricks.</source>
        <translation>Melden Sie den Drilling aus 9en: 30 Punkte, und Ihre Trümpfe bleiben frei, um Stiche zu gewinnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone melded: West&apos;s meld made East-West pay your dare. Now bid the tricks you will take: your team&apos;s contract is your bid plus North&apos;s, and only tricks above 6 (the book) score. With five top trumps and three Emperors, press Bid 7.</source>
        <translation>Alle haben gemeldet: Wests Meldung ließ Ost-West Ihre Wette zahlen. Bieten Sie jetzt die Stiche, die Sie machen werden: der Kontrakt Ihres Teams ist Ihr Gebot plus das von Nord, und nur Stiche über 6 (dem Buch) zählen. Mit fünf hohen Trümpfen und drei Kaisern drücken Sie 7 bieten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bid 7: your trumps and Emperors should take about seven tricks.</source>
        <translation>Bieten Sie 7: Ihre Trümpfe und Kaiser sollten etwa sieben Stiche machen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead. Meld cards first: while you hold cards of your declared meld, you must play one of them whenever the rules allow. Lead the 9▲.</source>
        <translation>Sie spielen aus. Meldekarten zuerst: solange Sie Karten Ihrer Meldung halten, müssen Sie eine davon spielen, wann immer die Regeln es erlauben. Spielen Sie die 9▲ aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead a 9, your meld cards come first: the 9▲ this time.</source>
        <translation>Spielen Sie eine 9 aus, Ihre Meldekarten kommen zuerst: diesmal die 9▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North won and leads the P▲. You must follow suit with a ▲ card. Your partner is winning the trick: play your 3▲ and keep your Emperor.</source>
        <translation>Nord hat gewonnen und spielt den P▲ aus. Sie müssen mit einer ▲-Karte bedienen. Ihr Partner gewinnt den Stich: spielen Sie Ihre 3▲ und behalten Sie Ihren Kaiser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 3▲: North already wins this trick, so save your Emperor.</source>
        <translation>Spielen Sie die 3▲: Nord gewinnt diesen Stich schon, also sparen Sie Ihren Kaiser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North leads the M▲. Your last ▲ card is the Emperor: following suit comes first, so play it.</source>
        <translation>Nord spielt den M▲ aus. Ihre letzte ▲-Karte ist der Kaiser: Bedienen geht vor, also spielen Sie ihn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow suit with the E▲, your only ▲ card.</source>
        <translation>Bedienen Sie mit dem E▲, Ihrer einzigen ▲-Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: your 9s still come first. Lead the 9◉.</source>
        <translation>Sie spielen aus: Ihre 9en kommen weiter zuerst. Spielen Sie die 9◉ aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the 9◉: meld cards first while you hold them.</source>
        <translation>Spielen Sie die 9◉ aus: Meldekarten zuerst, solange Sie welche haben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last meld card, the 9⬟, must come now.</source>
        <translation>Ihre letzte Meldekarte, die 9⬟, ist jetzt dran.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 9⬟: it is your last meld card, and meld cards come first.</source>
        <translation>Spielen Sie die 9⬟: sie ist Ihre letzte Meldekarte, und Meldekarten kommen zuerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your meld is played: now you may lead anything. A trump beats every other suit, so draw the opponents&apos; trumps: lead the E✸, the highest.</source>
        <translation>Ihre Meldung ist gespielt: jetzt dürfen Sie alles ausspielen. Ein Trumpf schlägt jede andere Farbe, also holen Sie die Trümpfe der Gegner heraus: spielen Sie den E✸ aus, den höchsten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E✸: the highest trump cannot lose and draws out theirs.</source>
        <translation>Spielen Sie den E✸ aus: der höchste Trumpf kann nicht verlieren und holt ihre heraus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East had to follow with a trump. Go on: lead the P✸.</source>
        <translation>Ost musste mit einem Trumpf bedienen. Weiter: spielen Sie den P✸ aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the P✸, now the highest trump left.</source>
        <translation>Spielen Sie den P✸ aus, jetzt der höchste verbliebene Trumpf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>And the M✸: East still follows with trumps.</source>
        <translation>Und den M✸: Ost bedient weiter mit Trümpfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the M✸, again the highest trump left.</source>
        <translation>Spielen Sie den M✸ aus, wieder der höchste verbliebene Trumpf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East still has trumps, lower than your 10✸ and O✸. Give up a trick with your 2◉ and keep those two to win East&apos;s trump leads.</source>
        <translation>Ost hat noch Trümpfe, niedriger als Ihre 10✸ und O✸. Geben Sie mit Ihrer 2◉ einen Stich ab und behalten Sie die beiden, um Osts Trumpf-Ausspiele zu gewinnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 2◉: it loses anyway, and your last trumps stay to win later.</source>
        <translation>Spielen Sie die 2◉ aus: sie verliert sowieso, und Ihre letzten Trümpfe bleiben für später.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped and leads the 9✸. Follow suit with a trump: your 10✸ beats it.</source>
        <translation>Ost hat gestochen und spielt die 9✸ aus. Bedienen Sie mit Trumpf: Ihre 10✸ schlägt sie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 10✸: it is enough to beat the 9✸, and the O✸ stays for later.</source>
        <translation>Spielen Sie die 10✸: sie reicht gegen die 9✸, und der O✸ bleibt für später.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E◉, the highest Void card (East may trump it: nothing beats a trump).</source>
        <translation>Spielen Sie den E◉ aus, die höchste Leere-Karte (Ost kann stechen: nichts schlägt einen Trumpf).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the E◉: your O✸ must wait to win East&apos;s next trump lead.</source>
        <translation>Spielen Sie den E◉ aus: Ihr O✸ wartet auf Osts nächstes Trumpf-Ausspiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped it and leads the 8✸: win it with your O✸.</source>
        <translation>Ost hat gestochen und spielt die 8✸ aus: gewinnen Sie mit Ihrem O✸.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit with your O✸.</source>
        <translation>Bedienen Sie mit Ihrem O✸.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: play your E⬟.</source>
        <translation>Letzter Stich: spielen Sie Ihren E⬟.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the E⬟, your last card.</source>
        <translation>Spielen Sie den E⬟, Ihre letzte Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement: your team bid 7 and took %1 tricks: 10 for each trick above the book of 6 (%2) plus its melds in full (%3). East-West bid %4 and took %5: they failed, added a penalty to the Hand Pot, and your team won the whole pot, $%6. With %7 points you pass the target and win! Start a real game from Game &gt; New game.</source>
        <translation>Abrechnung: Ihr Team hat 7 geboten und %1 Stiche gemacht: 10 für jeden Stich über dem Buch von 6 (%2) plus seine Meldungen voll (%3). Ost-West hat %4 geboten und %5 gemacht: sie sind gescheitert, haben eine Strafe in den Runden-Pot gezahlt, und Ihr Team gewinnt den ganzen Pot, $%6. Mit %7 Punkten erreichen Sie das Ziel und gewinnen! Starten Sie ein echtes Spiel über Spiel &gt; Neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../gui/games/declare/adapter.py" line="+173"/>
        <source>Dealer picks the joker</source>
        <translation>Der Geber wählt den Joker</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Joker: %1 = 0</source>
        <translation>Joker: %1 = 0</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw (%1)</source>
        <translation>Stapel (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dead (%1)</source>
        <translation>Aus dem Spiel (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pick one</source>
        <translation>Wählen Sie eine</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Just thrown</source>
        <translation>Gerade abgeworfen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Newest pile</source>
        <translation>Neuester Stapel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) · score %1</source>
        <translation>
            <numerusform>%n Karte · Punkte %1</numerusform>
            <numerusform>%n Karten · Punkte %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) · %1</source>
        <translation>
            <numerusform>%n Karte · %1</numerusform>
            <numerusform>%n Karten · %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total %1 · score %2</source>
        <translation>Summe %1 · Punkte %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declared</source>
        <translation>hat angesagt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your turn: drag a card onto the pile to throw its rank, or double-click it</source>
        <translation>Sie sind dran: Ziehen Sie eine Karte auf den Stapel, um ihren Wert abzuwerfen, oder doppelklicken Sie darauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take one card: drag it from the pile or the draw to your hand, or double-click it</source>
        <translation>Nehmen Sie eine Karte: Ziehen Sie sie vom Stapel oder vom Nachziehstapel auf Ihre Hand oder doppelklicken Sie darauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>declare under %1</source>
        <translation>Ansage unter %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your total %1</source>
        <translation>Ihre Summe %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>declaring opens in %n go-around(s)</source>
        <translation>
            <numerusform>Ansagen in %n Umlauf möglich</numerusform>
            <numerusform>Ansagen in %n Umläufen möglich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>round void in %n turn(s)</source>
        <translation>
            <numerusform>Runde ungültig in %n Zug</numerusform>
            <numerusform>Runde ungültig in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>You have just thrown this card: pick one from the pile the previous player threw, or draw.</source>
        <translation>Sie haben diese Karte gerade abgeworfen: Nehmen Sie eine vom Stapel des vorigen Spielers oder ziehen Sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw first: you pick a card after your throw.</source>
        <translation>Erst abwerfen: Sie nehmen eine Karte nach Ihrem Abwurf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Declare</source>
        <translation>&amp;Ansagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the round now: you win it if your total is strictly the lowest.</source>
        <translation>Die Runde jetzt beenden: Sie gewinnen sie, wenn Ihre Summe echt die niedrigste ist.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody declared in %1 more turns each: the round is void and nobody scores.</source>
        <translation>Niemand hat in %1 weiteren Zügen pro Spieler angesagt: Die Runde ist ungültig, niemand punktet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2: a good declare!</source>
        <translation>%1 hat bei %2 angesagt: eine gute Ansage!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1: a good declare!</source>
        <translation>Sie haben bei %1 angesagt: eine gute Ansage!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2 and was undercut: a bad declare.</source>
        <translation>%1 hat bei %2 angesagt und wurde unterboten: eine schlechte Ansage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1 and were undercut: a bad declare.</source>
        <translation>Sie haben bei %1 angesagt und wurden unterboten: eine schlechte Ansage.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A bad declare: %1 adds every hand&apos;s total, %2 = %3.</source>
        <translation>Schlechte Ansage: %1 zählt die Summe aller Hände, %2 = %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad declare: you add every hand&apos;s total, %1 = %2.</source>
        <translation>Schlechte Ansage: Sie zählen die Summe aller Hände, %1 = %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A good declare: %1 adds 0, everyone else their hand&apos;s total.</source>
        <translation>Gute Ansage: %1 zählt 0, alle anderen die Summe ihrer Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good declare: you add 0, everyone else their hand&apos;s total.</source>
        <translation>Gute Ansage: Sie zählen 0, alle anderen die Summe ihrer Hand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to score</source>
        <translation>Zum Stand addiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
</context>
<context>
    <name>Frontier</name>
    <message>
        <location filename="../gui/games/frontier/adapter.py" line="+73"/>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Flut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of a Rank, %3</source>
        <translation>%1 gleiche Zahlen, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair, %3</source>
        <translation>Paar, %3</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Your commitment: select cards, then Commit</source>
        <translation>Ihre gelegten Karten: Karten wählen, dann „Legen“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your commitment</source>
        <translation>Ihre gelegten Karten</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Draw %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 · stake %2</source>
        <translation>%1 · gesetzt %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>out of money</source>
        <translation>pleite</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <location line="+404"/>
        <source>folded</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <location line="-412"/>
        <location line="+4"/>
        <source>wins %1</source>
        <translation>gewinnt %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>1 card committed</source>
        <translation>1 Karte gelegt</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+7"/>
        <source>%1 cards committed</source>
        <translation>%1 Karten gelegt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bet %1</source>
        <translation>Einsatz %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you call %1</source>
        <translation>Mitgehen kostet %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bet yet</source>
        <translation>noch kein Einsatz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody bet: no money moved</source>
        <translation>Niemand hat gesetzt: kein Geld bewegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 split by %2</source>
        <translation>Pot von %1 geteilt zwischen %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone else folded: your %1 comes back</source>
        <translation>Alle anderen sind ausgestiegen: Sie bekommen Ihre %1 zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take %1 unseen (everyone else folded)</source>
        <translation>Sie gewinnen %1 ungesehen (alle anderen sind ausgestiegen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won the %1 pot</source>
        <translation>Sie gewinnen den Pot von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 won by %2</source>
        <translation>Pot von %1 gewonnen von %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win with %1</source>
        <translation>Sie gewinnen mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner: %1 with %2</source>
        <translation>Sieger: %1 mit %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 of %2   ·   capacity %3</source>
        <translation>Runde %1 von %2   ·   Kapazität %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>limit %1</source>
        <translation>Limit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Once per game, before committing: swap your whole hand for fresh cards. It takes your turn: the others act before you again.</source>
        <translation>Einmal pro Spiel, vor dem Legen: Tauschen Sie Ihre ganze Hand gegen neue Karten. Das kostet Ihren Zug: Die anderen sind vor Ihnen wieder dran.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Committed (%1)</source>
        <translation>Gelegt (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your cards are committed (the others see only their backs): now bet, call or raise. Fold comes back on your next turn.</source>
        <translation>Ihre Karten sind gelegt (die anderen sehen nur ihre Rückseiten): Setzen Sie jetzt, gehen Sie mit oder erhöhen Sie. Aussteigen geht wieder in Ihrem nächsten Zug.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mulligan only before committing.</source>
        <translation>Mulligan nur vor dem Legen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commit (%1)</source>
        <translation>Legen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commit the selected cards face down, then stake.</source>
        <translation>Die gewählten Karten verdeckt legen, dann setzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the cards to commit (or drag them to the commit spot) first.</source>
        <translation>Klicken Sie zuerst die zu legenden Karten an (oder ziehen Sie sie auf den Ablageplatz).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold and Mulligan grey out.</source>
        <translation>Legen: Die gewählten Karten kommen verdeckt zum Showdown, dann müssen Sie sofort setzen, mitgehen oder erhöhen; Aussteigen und Mulligan werden grau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold greys out.</source>
        <translation>Legen: Die gewählten Karten kommen verdeckt zum Showdown, dann müssen Sie sofort setzen, mitgehen oder erhöhen; Aussteigen wird grau.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Bet %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Round %1: everyone else folded; your %3 comes back</source>
        <translation>Runde %1: alle anderen sind ausgestiegen; Sie bekommen Ihre %3 zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: everyone else folded; %2&apos;s %3 comes back</source>
        <translation>Runde %1: alle anderen sind ausgestiegen; %2 bekommt seine %3 zurück</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Pot won</source>
        <translation>Pot gewonnen</translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+106"/>
        <location line="+23"/>
        <source>Raise to %1</source>
        <translation>Auf %1 erhöhen</translation>
    </message>
    <message numerus="yes">
        <location line="-604"/>
        <source>%n-card Pure, %3</source>
        <translation>
            <numerusform>Rein aus %n Karte, %3</numerusform>
            <numerusform>Rein aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition, %3</source>
        <translation>
            <numerusform>Koalition aus %n Karte, %3</numerusform>
            <numerusform>Koalition aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Campaign, %3</source>
        <translation>
            <numerusform>Feldzug aus %n Karte, %3</numerusform>
            <numerusform>Feldzug aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Pure Skirmish, %3</source>
        <translation>
            <numerusform>Reines Scharmützel aus %n Karte, %3</numerusform>
            <numerusform>Reines Scharmützel aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition Skirmish, %3</source>
        <translation>
            <numerusform>Koalitionsscharmützel aus %n Karte, %3</numerusform>
            <numerusform>Koalitionsscharmützel aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Divided Skirmish, %3</source>
        <translation>
            <numerusform>Geteiltes Scharmützel aus %n Karte, %3</numerusform>
            <numerusform>Geteiltes Scharmützel aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Skirmish, %3</source>
        <translation>
            <numerusform>Scharmützel aus %n Karte, %3</numerusform>
            <numerusform>Scharmützel aus %n Karten, %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Selected: %1 — press Commit</source>
        <translation>Ausgewählt: %1 — drücken Sie Legen</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>opener</source>
        <translation>Eröffner</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>mulligan used</source>
        <translation>Mulligan genutzt</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Your cards are committed for this round; the others see only their backs.</source>
        <translation>Ihre Karten sind für diese Runde gelegt; die anderen sehen nur ihre Rückseiten.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have just committed: stake now; you may fold on a later turn.</source>
        <translation>Sie haben gerade gelegt: Setzen Sie jetzt; aussteigen können Sie in einem späteren Zug.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No mulligan once your cards are committed.</source>
        <translation>Kein Mulligan, sobald Ihre Karten gelegt sind.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You have used your mulligan: one a game.</source>
        <translation>Sie haben Ihren Mulligan schon genutzt: einer pro Spiel.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+145"/>
        <location line="+7"/>
        <location line="+11"/>
        <source>min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+146"/>
        <source>½ pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+148"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: you win the %5 pot (+%3) with %4</source>
        <translation>Runde %1: Sie gewinnen den Pot von %5 (+%3) – %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 wins the %5 pot (+%3) with %4</source>
        <translation>Runde %1: %2 gewinnt den Pot von %5 (+%3) – %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 split %3 with %4</source>
        <translation>Runde %1: %2 teilen %3 – %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round %1: you take %3 unseen (everyone else folded)</source>
        <translation>Runde %1: Sie gewinnen %3 ungesehen (alle anderen sind ausgestiegen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 takes %3 unseen (everyone else folded)</source>
        <translation>Runde %1: %2 gewinnt %3 ungesehen (alle anderen sind ausgestiegen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: nobody bet; no money moved</source>
        <translation>Runde %1: Niemand hat gesetzt; kein Geld bewegt</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+58"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Kombination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>Gesetzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+53"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+5"/>
        <location line="+46"/>
        <location line="+14"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Final standings: you win the game.</source>
        <translation>Endstand: Sie gewinnen das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 wins the game.</source>
        <translation>Endstand: %1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 share first place.</source>
        <translation>Endstand: %1 teilen sich den ersten Platz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won %1</source>
        <translation>hat %1 gewonnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
</context>
<context>
    <name>FrontierTutorial</name>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+29"/>
        <source>Frontier: five rounds, and the most cash at the end wins. Each round you commit cards face down, bet on them, and the strongest set takes the pot. Round 1 has one card each: your 9 Sun is high. Click it (or drag it onto your commitment), then press Commit.</source>
        <translation>Frontier: fünf Runden, und wer am Ende das meiste Geld hat, gewinnt. In jeder Runde legen Sie Karten verdeckt, setzen darauf, und die stärkste Kombination gewinnt den Pot. Runde 1, eine Karte für jeden: Ihre 9 Sonne ist hoch. Klicken Sie sie an (oder ziehen Sie sie auf Ihre gelegten Karten) und drücken Sie dann Legen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit your 9 first: you bet on the cards you commit, and a 9 is a strong single card.</source>
        <translation>Legen Sie zuerst Ihre 9: gesetzt wird auf die gelegten Karten, und eine 9 ist eine starke einzelne Karte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now bet on it. There is no check: whoever opens bets at least the minimum. Press Bet $2 (min).</source>
        <translation>Setzen Sie jetzt. Schieben gibt es nicht: wer eröffnet, setzt mindestens das Minimum. Drücken Sie $2 setzen (Min).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $2, the minimum: enough to open the pot and see the reveal.</source>
        <translation>Setzen Sie $2, das Minimum: genug, um den Pot zu eröffnen und die Aufdeckung zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the reveal your 9 beat Seat 1&apos;s 3: the pot was yours. Round 2, two cards each: Seat 1 opened with $2 on two cards. Your 3 Sun and 1 Tide are of both colours, a weak Divided skirmish. Press Fold: it costs nothing more and your cards stay hidden.</source>
        <translation>Bei der Aufdeckung schlug Ihre 9 die 3 von Spieler 1: der Pot gehörte Ihnen. Runde 2, zwei Karten für jeden: Spieler 1 hat mit $2 auf zwei Karten eröffnet. Ihre 3 Sonne und 1 Flut haben beide Farben, ein schwaches Geteiltes Scharmützel. Drücken Sie Aussteigen: es kostet nichts mehr, und Ihre Karten bleiben verdeckt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fold this one: two cards of both colours make a weak Divided skirmish, and folding now costs nothing.</source>
        <translation>Steigen Sie hier aus: zwei Karten beider Farben sind ein schwaches Geteiltes Scharmützel, und jetzt auszusteigen kostet nichts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round 3, and you open. More cards always beat fewer, whatever they are: select all three cards, then press Commit.</source>
        <translation>Runde 3, Sie eröffnen. Mehr Karten schlagen immer weniger Karten, egal welche: wählen Sie alle drei Karten aus und drücken Sie dann Legen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all three cards: a 3-card set beats any 2-card set.</source>
        <translation>Legen Sie alle drei Karten: eine Kombination aus 3 Karten schlägt jede aus 2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red and blue together make a Divided skirmish, worth the sum of its ranks (a 1 counts as your highest rank: 3 + 4 + 4 = 11). That is the weakest class: bet only the minimum, $2.</source>
        <translation>Rot und Blau zusammen ergeben ein Geteiltes Scharmützel, das die Summe seiner Zahlen wert ist (eine 1 zählt als Ihre höchste Zahl: 3 + 4 + 4 = 11). Das ist die schwächste Klasse: setzen Sie nur das Minimum, $2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bet the minimum, $2: a Divided skirmish is the weakest class.</source>
        <translation>Setzen Sie das Minimum, $2: ein Geteiltes Scharmützel ist die schwächste Klasse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1&apos;s 7 Moon, 2 Tide and 9 Tide were all blue: a Coalition, worth the product 126, beats a skirmish. The order: more cards first; then of a Rank, Pure (one suit), Coalition (one colour), Campaign (a run), Skirmish. Round 4: Seat 1 bet $2 on four cards. Commit all four of yours.</source>
        <translation>7 Mond, 2 Flut und 9 Flut von Spieler 1 waren alle blau: eine Koalition, die das Produkt 126 wert ist, schlägt ein Scharmützel. Die Reihenfolge: zuerst die Zahl der Karten; dann gleiche Zahlen, Rein (eine Reihe), Koalition (eine Farbe), Feldzug (eine Folge), Scharmützel. Runde 4: Spieler 1 hat $2 auf vier Karten gesetzt. Legen Sie alle vier Ihrer Karten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit all four: fewer cards would lose to Seat 1&apos;s four, whatever they are.</source>
        <translation>Legen Sie alle vier: weniger Karten verlören gegen die vier von Spieler 1, egal welche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 + 3 + 9 + 10 = 32 is a good Divided skirmish for four cards. Raise: press Raise to $4 (min). Seat 1 must now call, raise again or fold.</source>
        <translation>10 + 3 + 9 + 10 = 32 ist ein gutes Geteiltes Scharmützel für vier Karten. Erhöhen Sie: drücken Sie Auf $4 erhöhen (Min). Spieler 1 muss jetzt mitgehen, erneut erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise to $4: your 32 is strong enough to make Seat 1 pay more to see it.</source>
        <translation>Erhöhen Sie auf $4: Ihre 32 ist stark genug, damit Spieler 1 mehr zahlen muss, um sie zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1 called, and your 32 beat its 18 at the reveal. Round 5, the last: five cards each. Select all five and press Commit.</source>
        <translation>Spieler 1 ist mitgegangen, und Ihre 32 schlug bei der Aufdeckung seine 18. Runde 5, die letzte: fünf Karten für jeden. Wählen Sie alle fünf aus und drücken Sie Legen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all five: a 5-card set beats every smaller one.</source>
        <translation>Legen Sie alle fünf: eine Kombination aus 5 Karten schlägt jede kleinere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A 5-card set is worth a real bet: press Bet $8, so Seat 1 must risk as much to see your cards.</source>
        <translation>Eine Kombination aus 5 Karten ist einen echten Einsatz wert: drücken Sie $8 setzen, damit Spieler 1 ebenso viel riskieren muss, um Ihre Karten zu sehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $8: with all five committed, bet enough to make Seat 1 think twice.</source>
        <translation>Setzen Sie $8: mit allen fünf gelegten Karten setzen Sie genug, damit Spieler 1 zweimal nachdenkt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over. Seat 1 folded, so you took the pot unseen: your cards are never shown. You finish with $%1 against $%2, and the most cash wins. That is Frontier! Start a real game from Game &gt; New game.</source>
        <translation>Spiel vorbei. Spieler 1 ist ausgestiegen, also gewinnen Sie den Pot unaufgedeckt: Ihre Karten werden nie gezeigt. Sie enden mit $%1 gegen $%2, und das meiste Geld gewinnt. Das ist Frontier! Starten Sie ein echtes Spiel über Spiel &gt; Neues Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The round is over: look at the reveal, then press Next round.</source>
        <translation>Die Runde ist vorbei: sehen Sie sich die Aufdeckung an und drücken Sie dann Nächste Runde.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../gui/controller.py" line="+402"/>
        <source>Drag the card, or double-click it, to make its move.</source>
        <translation>Ziehen Sie die Karte oder doppelklicken Sie darauf, um ihren Zug zu machen.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Could not keep the hand in the history: %1</source>
        <translation>Die Runde konnte nicht im Verlauf gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your last move was taken back.</source>
        <translation>Ihr letzter Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Wait for your turn.</source>
        <translation>Warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You deal: choose the joker, double-click one of the two face-up cards.</source>
        <translation>Sie geben: Wählen Sie den Joker, doppelklicken Sie auf eine der beiden offenen Karten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turn.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Time is up: a move was played for you.</source>
        <translation>Die Zeit ist um: Für Sie wurde ein Zug gespielt.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The search of %1 failed (%2). Try again with a fresh search process, or let a Medium bot play this seat.</source>
        <translation>Die Suche von %1 ist fehlgeschlagen (%2). Versuchen Sie es mit einem neuen Suchprozess erneut oder lassen Sie einen mittleren Bot diesen Platz spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 did not answer, even after its search process was restarted. Try again, or let a Medium bot play this seat.</source>
        <translation>%1 hat nicht geantwortet, auch nicht nach dem Neustart seines Suchprozesses. Versuchen Sie es erneut oder lassen Sie einen mittleren Bot diesen Platz spielen.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Could not save the game: %1. It is tried again at every move.</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1. Bei jedem Zug wird es erneut versucht.</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../gui/games/declare/words.py" line="+43"/>
        <location filename="../gui/games/frontier/words.py" line="+13"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+16"/>
        <source>Hand %1 · trump %2</source>
        <translation>Runde %1 · Trumpf %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+53"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turned card %1</source>
        <translation>aufgedeckte Karte %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>%1 picked %2: the joker rank is %3</source>
        <translation>%1 hat %2 gewählt: Der Joker-Rang ist %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked %1: the joker rank is %2</source>
        <translation>Sie haben %1 gewählt: Der Joker-Rang ist %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 threw %2</source>
        <translation>%1 hat %2 abgeworfen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw %1</source>
        <translation>Sie haben %1 abgeworfen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 drew from the draw pile</source>
        <translation>%1 hat vom Stapel gezogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew from the draw pile</source>
        <translation>Sie haben vom Stapel gezogen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 picked up %2</source>
        <translation>%1 hat %2 aufgenommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked up %1</source>
        <translation>Sie haben %1 aufgenommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 declared with %2</source>
        <translation>%1 hat mit %2 angesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared with %1</source>
        <translation>Sie haben mit %1 angesagt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody declared in time: the round is void.</source>
        <translation>Niemand hat rechtzeitig angesagt: Die Runde ist ungültig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round was scored.</source>
        <translation>Die Runde wurde gewertet.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+8"/>
        <source>%1 set a sealed dare</source>
        <translation>%1 hat eine verdeckte Meldewette gesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a sealed dare</source>
        <translation>Sie haben eine verdeckte Meldewette gesetzt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dares: %1</source>
        <translation>Meldewetten: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards were dealt.</source>
        <translation>Die Karten wurden gegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed (no meld)</source>
        <translation>%1 hat gepasst (keine Meldung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You passed (no meld)</source>
        <translation>Sie haben gepasst (keine Meldung)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declared %2: %3</source>
        <translation>%1 hat %2 gemeldet: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared %1: %2</source>
        <translation>Sie haben %1 gemeldet: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+21"/>
        <location filename="../gui/games/declaration/words.py" line="+6"/>
        <source>%1 bid %2</source>
        <translation>%1 hat %2 geboten</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+48"/>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+24"/>
        <source>%1 won the trick (%2 points)</source>
        <translation>%1 hat den Stich gewonnen (%2 Punkte)</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+11"/>
        <source>%1 won the trick</source>
        <translation>%1 hat den Stich gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+3"/>
        <source>The hand was settled.</source>
        <translation>Die Runde wurde abgerechnet.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+3"/>
        <source>%1 took a mulligan</source>
        <translation>%1 hat einen Mulligan genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a mulligan</source>
        <translation>Sie haben einen Mulligan genommen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 committed %n card(s)</source>
        <translation>
            <numerusform>%1 hat %n Karte gelegt</numerusform>
            <numerusform>%1 hat %n Karten gelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You committed %n card(s)</source>
        <translation>
            <numerusform>Sie haben %n Karte gelegt</numerusform>
            <numerusform>Sie haben %n Karten gelegt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bet $%2</source>
        <translation>%1 hat $%2 gesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet $%1</source>
        <translation>Sie haben $%1 gesetzt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 raised to $%2</source>
        <translation>%1 hat auf $%2 erhöht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raised to $%1</source>
        <translation>Sie haben auf $%1 erhöht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 called $%2</source>
        <translation>%1 ist mit $%2 mitgegangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called $%1</source>
        <translation>Sie sind mit $%1 mitgegangen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 had to fold</source>
        <translation>%1 musste aussteigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had to fold</source>
        <translation>Sie mussten aussteigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 folded</source>
        <translation>%1 ist ausgestiegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Sie sind ausgestiegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the pot of $%2 unseen</source>
        <translation>%1 hat den Pot von $%2 ungesehen genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the pot of $%1 unseen</source>
        <translation>Sie haben den Pot von $%1 ungesehen genommen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody bet: the round passed.</source>
        <translation>Niemand hat gesetzt: Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Showdown: you took the pot of $%1</source>
        <translation>Showdown: Sie haben den Pot von $%1 genommen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Showdown: %1 took the pot of $%2</source>
        <translation>Showdown: %1 hat den Pot von $%2 genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 shared the pot of $%2</source>
        <translation>Showdown: %1 haben den Pot von $%2 geteilt</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-40"/>
        <source>%1 did not surcoinche</source>
        <translation>%1 hat kein Surcoinche gesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not surcoinche</source>
        <translation>Sie haben kein Surcoinche gesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed</source>
        <translation>%1 hat gepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You passed</source>
        <translation>Sie haben gepasst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took in %2</source>
        <translation>%1 hat in %2 genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took in %1</source>
        <translation>Sie haben in %1 genommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took</source>
        <translation>%1 hat genommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took</source>
        <translation>Sie haben genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../gui/games/declaration/words.py" line="-3"/>
        <source>You bid %1</source>
        <translation>Sie haben %1 geboten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 coinched</source>
        <translation>%1 hat Coinche gesagt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You coinched</source>
        <translation>Sie haben Coinche gesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 surcoinched</source>
        <translation>%1 hat Surcoinche gesagt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You surcoinched</source>
        <translation>Sie haben Surcoinche gesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone passed: the deal is thrown in.</source>
        <translation>Alle haben gepasst: Es wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 announced %2</source>
        <translation>%1 hat %2 angesagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You announced %1</source>
        <translation>Sie haben %1 angesagt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Belote!</source>
        <translation>%1: Belote!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Belote!</source>
        <translation>Sie: Belote!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Rebelote!</source>
        <translation>%1: Rebelote!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Rebelote!</source>
        <translation>Sie: Rebelote!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the trick (%1 points)</source>
        <translation>Sie haben den Stich gewonnen (%1 Punkte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No declarations count: they are equal.</source>
        <translation>Keine Meldung zählt, denn sie sind gleichwertig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s declarations count (%2 points): their cards are shown.</source>
        <translation>Die Meldungen von %1 zählen (%2 Punkte), daher werden ihre Karten gezeigt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was scored.</source>
        <translation>Die Runde wurde gewertet.</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="-10"/>
        <source>You played %1</source>
        <translation>Sie haben %1 gespielt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You won the trick</source>
        <translation>Sie haben den Stich gewonnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Last trick or turn</source>
        <translation>Letzter Stich oder Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Last trick, won by %1:</source>
        <translation>Letzter Stich, gewonnen von %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, won by you:</source>
        <translation>Letzter Stich, von Ihnen gewonnen:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last turns:</source>
        <translation>Letzte Züge:</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../gui/hint_reasons.py" line="+14"/>
        <source>it is the only move the rules allow</source>
        <translation>es ist der einzige Zug, den die Regeln erlauben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card of its suit still out beats it</source>
        <translation>keine Karte ihrer Farbe im Spiel schlägt sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is the lowest card that beats every card played so far</source>
        <translation>es ist die niedrigste Karte, die alle bisher gespielten schlägt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it beats every card played so far</source>
        <translation>sie schlägt alle bisher gespielten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: give points</source>
        <translation>Ihr Partner liegt vorn: geben Sie Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: keep your good cards</source>
        <translation>Ihr Partner liegt vorn: behalten Sie Ihre guten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing wins this trick: keep your good cards</source>
        <translation>nichts gewinnt diesen Stich: behalten Sie Ihre guten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it lets this trick go: winning it would cost more later</source>
        <translation>sie lässt diesen Stich ziehen: ihn zu gewinnen, kostete später mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it came out best over the deals the bot imagined</source>
        <translation>er schnitt in den vom Bot durchgespielten Verteilungen am besten ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>announcing it scores for your side</source>
        <translation>die Ansage bringt Ihrer Seite Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this round is over: go on</source>
        <translation>diese Runde ist vorbei: weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is strong enough in %1 to take</source>
        <translation>Ihre Hand ist in %1 stark genug zum Nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your sure tricks are enough to take in No trump</source>
        <translation>Ihre sicheren Stiche reichen zum Nehmen ohne Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand supports about %1 in %2</source>
        <translation>Ihre Hand trägt etwa %1 in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their contract looks beatable: your trumps and aces defend</source>
        <translation>ihr Kontrakt wirkt schlagbar: Ihre Trümpfe und Asse verteidigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your hand is well above their contract</source>
        <translation>Ihre Hand liegt deutlich über ihrem Kontrakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak for more</source>
        <translation>Ihre Hand ist zu schwach für mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak to take</source>
        <translation>Ihre Hand ist zu schwach zum Nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the highest dare only makes their melds dearer</source>
        <translation>die höchste Meldewette verteuert nur ihre Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the meld&apos;s points are worth its price</source>
        <translation>die Punkte der Meldung sind ihren Preis wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no meld here is worth its price</source>
        <translation>keine Meldung hier ist ihren Preis wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand should take about %1 tricks</source>
        <translation>Ihre Hand sollte etwa %1 Stiche machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fresh hand should be better than this one</source>
        <translation>eine neue Hand dürfte besser sein als diese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody else is left in</source>
        <translation>sonst ist niemand mehr im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this set beats about %1% of what they can hold</source>
        <translation>diese Kombination schlägt etwa %1 % dessen, was sie halten können</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1% to win the showdown: not worth the price</source>
        <translation>etwa %1 % für den Showdown: den Preis nicht wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>almost no chance to win the showdown: fold</source>
        <translation>kaum eine Chance im Showdown: steigen Sie aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these cards are worth keeping: next round adds a card to them</source>
        <translation>diese Karten lohnen sich zu behalten: die nächste Runde fügt ihnen eine Karte hinzu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% to win the showdown: the pot pays the price</source>
        <translation>etwa %1 % für den Showdown: der Pot bezahlt den Preis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the lower card becomes the joker, the higher is left to the next player</source>
        <translation>die niedrigere Karte wird Joker, die höhere bleibt dem nächsten Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% that your total is the lowest</source>
        <translation>etwa %1 %, dass Ihre Summe die niedrigste ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it throws your highest card</source>
        <translation>er wirft Ihre höchste Karte ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps the hand that gets lowest over your next turns</source>
        <translation>er behält die Hand, die in Ihren nächsten Zügen am niedrigsten wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card on offer lowers your total: draw</source>
        <translation>keine angebotene Karte senkt Ihre Summe: ziehen Sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card lowers your total the most over your next turns</source>
        <translation>diese Karte senkt Ihre Summe in den nächsten Zügen am meisten</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/moves.py" line="+63"/>
        <source>%1 plays</source>
        <translation>%1 spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play</source>
        <translation>Sie spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %2</source>
        <translation>Sie spielen %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play</source>
        <translation>spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play %2</source>
        <translation>%2 spielen</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+7"/>
        <source>%1 throws</source>
        <translation>%1 wirft ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2</source>
        <translation>%1 wirft %2 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw</source>
        <translation>Sie werfen ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw %2</source>
        <translation>Sie werfen %2 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw</source>
        <translation>abwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw %2</source>
        <translation>%2 abwerfen</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+1"/>
        <source>%1 draws from the draw pile</source>
        <translation>%1 zieht vom Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You draw from the draw pile</source>
        <translation>Sie ziehen vom Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>draw from the draw pile</source>
        <translation>vom Stapel ziehen</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+3"/>
        <location line="+1"/>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pass</source>
        <translation>Sie passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2</source>
        <translation>%1 bietet %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid</source>
        <translation>Sie bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %2</source>
        <translation>Sie bieten %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid %2</source>
        <translation>%2 bieten</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You: %1</source>
        <translation>Sie: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+10"/>
        <source>%1 sets a dare</source>
        <translation>%1 setzt eine Meldewette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sets a dare of %2</source>
        <translation>%1 setzt eine Meldewette von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare</source>
        <translation>Sie setzen eine Meldewette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare of %2</source>
        <translation>Sie setzen eine Meldewette von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare</source>
        <translation>eine Meldewette setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare of %2</source>
        <translation>eine Meldewette von %2 setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declares a meld</source>
        <translation>%1 meldet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declares the meld %2</source>
        <translation>%1 meldet %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare a meld</source>
        <translation>Sie melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare the meld %2</source>
        <translation>Sie melden %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare a meld</source>
        <translation>melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare the meld %2</source>
        <translation>%2 melden</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+39"/>
        <location filename="../gui/games/declare/words.py" line="-29"/>
        <source>%1 declares</source>
        <translation>%1 sagt an</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>%1 declares %2</source>
        <translation>%1 sagt %2 an</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>declare</source>
        <translation>ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>declare %2</source>
        <translation>%2 ansagen</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 picks the joker</source>
        <translation>%1 wählt den Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pick the joker</source>
        <translation>Sie wählen den Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pick the joker</source>
        <translation>den Joker wählen</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-29"/>
        <location line="+1"/>
        <source>%1 goes on to the next round</source>
        <translation>%1 geht zur nächsten Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You go on to the next round</source>
        <translation>Sie gehen zur nächsten Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>go on to the next round</source>
        <translation>zur nächsten Runde gehen</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 ends the match</source>
        <translation>%1 beendet die Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You end the match</source>
        <translation>Sie beenden die Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>end the match</source>
        <translation>die Partie beenden</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+9"/>
        <source>%1 commits</source>
        <translation>%1 legt Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 commits %2</source>
        <translation>%1 legt %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit</source>
        <translation>Sie legen Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit %2</source>
        <translation>Sie legen %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit</source>
        <translation>legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit %2</source>
        <translation>%2 legen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bets</source>
        <translation>%1 setzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bets %2</source>
        <translation>%1 setzt %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet</source>
        <translation>Sie setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet %2</source>
        <translation>Sie setzen %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet</source>
        <translation>setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet %2</source>
        <translation>%2 setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 raises</source>
        <translation>%1 erhöht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2</source>
        <translation>%1 erhöht auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise</source>
        <translation>Sie erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %2</source>
        <translation>Sie erhöhen auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise</source>
        <translation>erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise to %2</source>
        <translation>auf %2 erhöhen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 calls</source>
        <translation>%1 geht mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You call</source>
        <translation>Sie gehen mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>call</source>
        <translation>mitgehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 folds</source>
        <translation>%1 steigt aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You fold</source>
        <translation>Sie steigen aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fold</source>
        <translation>aussteigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 takes a mulligan</source>
        <translation>%1 nimmt einen Mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You take a mulligan</source>
        <translation>Sie nehmen einen Mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>take a mulligan</source>
        <translation>einen Mulligan nehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-37"/>
        <source>%1 takes</source>
        <translation>%1 nimmt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes in %2</source>
        <translation>%1 nimmt in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Sie nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take in %2</source>
        <translation>Sie nehmen in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take</source>
        <translation>nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take in %2</source>
        <translation>in %2 nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids capot</source>
        <translation>%1 bietet Capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids capot in %2</source>
        <translation>%1 bietet Capot in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot</source>
        <translation>Sie bieten Capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot in %2</source>
        <translation>Sie bieten Capot in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot</source>
        <translation>Capot bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot in %2</source>
        <translation>Capot in %2 bieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 coinches</source>
        <translation>%1 sagt Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You coinche</source>
        <translation>Sie sagen Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>coinche</source>
        <translation>Coinche sagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 surcoinches</source>
        <translation>%1 sagt Surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You surcoinche</source>
        <translation>Sie sagen Surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>surcoinche</source>
        <translation>Surcoinche sagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../gui/games/declare/words.py" line="-19"/>
        <source>You declare</source>
        <translation>Sie sagen an</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>You declare %2</source>
        <translation>Sie sagen %2 an</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>%1 lets the bid stand</source>
        <translation>%1 lässt das Gebot stehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You let the bid stand</source>
        <translation>Sie lassen das Gebot stehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>let the bid stand</source>
        <translation>das Gebot stehen lassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 does not surcoinche</source>
        <translation>%1 sagt kein Surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You do not surcoinche</source>
        <translation>Sie sagen kein Surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>do not surcoinche</source>
        <translation>kein Surcoinche sagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 says belote</source>
        <translation>%1 sagt Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You say belote</source>
        <translation>Sie sagen Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>say belote</source>
        <translation>Belote sagen</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+29"/>
        <source>%1 picks up</source>
        <translation>%1 nimmt auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 picks up %2</source>
        <translation>%1 nimmt %2 auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up</source>
        <translation>Sie nehmen auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up %2</source>
        <translation>Sie nehmen %2 auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up</source>
        <translation>aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up %2</source>
        <translation>%2 aufnehmen</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+25"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 wins the trick.</source>
        <translation>%1 gewinnt den Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the trick.</source>
        <translation>Sie gewinnen den Stich.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The round is scored.</source>
        <translation>Die Runde ist gewertet.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+25"/>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Alle haben gepasst: Die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the contract.</source>
        <translation>%1 hat den Kontrakt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the contract.</source>
        <translation>Sie haben den Kontrakt.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+30"/>
        <source>Showdown: %1 wins the pot.</source>
        <translation>Showdown: %1 gewinnt den Pot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown: you win the pot.</source>
        <translation>Showdown: Sie gewinnen den Pot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 share the pot.</source>
        <translation>Showdown: %1 teilen sich den Pot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the pot.</source>
        <translation>%1 nimmt den Pot.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take the pot.</source>
        <translation>Sie nehmen den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+20"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+69"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-128"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="-86"/>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Kern</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="-180"/>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Flut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+12"/>
        <source>Unfinished (%1 moves)</source>
        <translation>Unvollendet (%1 Züge)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The deal.</source>
        <translation>Das Austeilen.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Final scores: %1. Winner: %2.</source>
        <translation>Endstand: %1. Sieger: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location line="+145"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every hand you finish is kept here.</source>
        <translation>Noch keine Spiele: Jede beendete Runde wird hier aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This game cannot be replayed: %1 It stays in your history as it is.</source>
        <translation>Diese Partie kann nicht wiedergegeben werden: %1 Sie bleibt unverändert in Ihrem Verlauf.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 was not imported: %2 Nothing was added to your history.</source>
        <translation>%1 wurde nicht importiert: %2 Ihrem Verlauf wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be exported: %1 Nothing was written.</source>
        <translation>Die Partie konnte nicht exportiert werden: %1 Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+14"/>
        <source>Import a game</source>
        <translation>Spiel importieren</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+17"/>
        <source>Export a game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hand records (*.json)</source>
        <translation>Spielprotokolle (*.json)</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../gui/dialogs/keyboard.py" line="+63"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or previous control</source>
        <translation>Zum nächsten oder vorherigen Element wechseln</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Buttons</source>
        <translation>Schaltflächen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every action can be done from the keyboard. Tab moves between the table, the buttons and the score sheet; on the table the arrow keys choose a card.</source>
        <translation>Jede Aktion ist über die Tastatur möglich. Tab wechselt zwischen Tisch, Schaltflächen und Punkteliste; auf dem Tisch wählen die Pfeiltasten eine Karte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/app.py" line="+288"/>
        <location filename="../gui/main_window.py" line="+106"/>
        <location line="+886"/>
        <location line="+146"/>
        <location filename="../gui/window/chooser.py" line="+167"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card Table is already open on this computer, with the same saved game and statistics. Two windows would overwrite each other&apos;s game.</source>
        <translation>Card Table ist auf diesem Computer bereits geöffnet, mit derselben gespeicherten Partie und Statistik. Zwei Fenster würden gegenseitig ihre Partie überschreiben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show the open window</source>
        <translation>Offenes Fenster zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+25"/>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Table is open in another window on the same files: this one saves nothing (no autosave, history, statistics or settings).</source>
        <translation>Card Table ist in einem anderen Fenster mit denselben Dateien geöffnet: Dieses speichert nichts (keine automatische Sicherung, kein Verlauf, keine Statistik, keine Einstellungen).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Fair-deal fingerprint: a commitment to this deal, made before anyone played. After the hand, Game → Reveal and check the deal shows that the cards matched.</source>
        <translation>Fingerabdruck für faires Geben: eine Festlegung auf diese Runde, bevor jemand gespielt hat. Nach der Runde zeigt Spiel → Kartenverteilung aufdecken und prüfen, dass die Karten übereinstimmten.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s number: every deal of the game is dealt from it. Quote it when you report a problem.</source>
        <translation>Die Nummer dieses Spiels: Jede Runde des Spiels wird daraus gegeben. Nennen Sie sie, wenn Sie ein Problem melden.</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-971"/>
        <location line="+400"/>
        <source>Pick a game and press New game.</source>
        <translation>Wählen Sie ein Spiel und drücken Sie „Neues Spiel“.</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="-73"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Its table is not ready yet; play it headless with python -m engine play.</source>
        <translation>Sein Tisch ist noch nicht fertig; spielen Sie es ohne Oberfläche mit python -m engine play.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/window/menus.py" line="+24"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ules</source>
        <translation>Re&amp;geln</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="+184"/>
        <source>Declare &amp;tutorial</source>
        <translation>Declare-&amp;Tutorial</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="+1"/>
        <location filename="../gui/window/menus.py" line="+14"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/window/score_sheet.py" line="+49"/>
        <location filename="../gui/window/table_page.py" line="+119"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../gui/window/table_page.py" line="-62"/>
        <source>Back to games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show or hide the score sheet and the hand log (F9)</source>
        <translation>Punkteliste und Spielprotokoll ein- oder ausblenden (F9)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Scores and &amp;log</source>
        <translation>Punkte und &amp;Protokoll</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tutorial hint</source>
        <translation>Tutorial-Hinweis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Side drawer</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-17"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal and &amp;check the deal…</source>
        <translation>Kartenverteilung aufdecken und &amp;prüfen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo your last move</source>
        <translation>Letzten Zug &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-176"/>
        <location line="+291"/>
        <source>Saved game</source>
        <translation>Gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no game to resume.</source>
        <translation>Es gibt kein Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+15"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start a new game?</source>
        <translation>Es wird nur ein Spiel aufbewahrt: Ihr laufendes %1-Spiel geht verloren. Aufgeben und ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start the tutorial?</source>
        <translation>Es wird nur ein Spiel aufbewahrt: Ihr laufendes %1-Spiel geht verloren. Aufgeben und das Tutorial beginnen?</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>This round is over: press %1.</source>
        <translation>Diese Runde ist vorbei: drücken Sie %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../gui/window/fair_deal.py" line="+22"/>
        <source>There is no game.</source>
        <translation>Es gibt kein Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was saved before fair-deal proofs were kept: it has none.</source>
        <translation>Dieses Spiel wurde gespeichert, bevor Nachweise für faires Geben aufbewahrt wurden: Es hat keine.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal in play is revealed once its hand is over. Its fingerprint is %1.</source>
        <translation>Die laufende Runde wird aufgedeckt, sobald sie vorbei ist. Ihr Fingerabdruck ist %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal %1: fingerprint %2, secret %3: it matches.</source>
        <translation>Runde %1: Fingerabdruck %2, Geheimnis %3: stimmt überein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: fingerprint %2, secret %3: it does NOT match.</source>
        <translation>Runde %1: Fingerabdruck %2, Geheimnis %3: stimmt NICHT überein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every finished deal was dealt exactly as its fingerprint promised.</source>
        <translation>Jede beendete Runde wurde genau so gegeben, wie ihr Fingerabdruck versprach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The check failed: %1</source>
        <translation>Die Prüfung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="+13"/>
        <source>Fair deal</source>
        <translation>Faires Geben</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+27"/>
        <source>Deal fingerprint %1</source>
        <translation>Fingerabdruck der Runde %1</translation>
    </message>
    <message>
        <location filename="../gui/window/final_screen.py" line="+84"/>
        <source>Winning team: %1 (%2)</source>
        <translation>Siegerteam: %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joint winners: %1</source>
        <translation>Gemeinsame Sieger: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your team wins!</source>
        <translation>Ihr Team gewinnt!</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your team lost this game.</source>
        <translation>Ihr Team hat dieses Spiel verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You lost this game.</source>
        <translation>Sie haben dieses Spiel verloren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team finished %1 of %2.</source>
        <translation>Ihr Team wurde %1. von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished %1 of %2.</source>
        <translation>Sie wurden %1. von %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to games</source>
        <translation>&amp;Zurück zu den Spielen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: game over</source>
        <translation>%1: Spiel beendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../gui/text.py" line="+280"/>
        <source>N–S</source>
        <translation>N–S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E–W</source>
        <translation>O–W</translation>
    </message>
    <message>
        <location filename="../gui/window/score_sheet.py" line="-19"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No scores yet: each round&apos;s appear here as it ends.</source>
        <translation>Noch keine Punkte: Die Punkte jeder Runde erscheinen hier, sobald sie endet.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2: %3</source>
        <translation>%1, Runde %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, total: %2</source>
        <translation>%1, Summe: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Totals: %1</source>
        <translation>Summen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No round has been scored yet.</source>
        <translation>Noch keine Runde gewertet.</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-21"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Report a problem…</source>
        <translation>Problem &amp;melden…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-601"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What would the Hard bot do in your place? (It is only shown, never played.)</source>
        <translation>Was würde der schwere Bot an Ihrer Stelle tun? (Es wird nur gezeigt, nie gespielt.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the last trick at full size</source>
        <translation>Den letzten Stich groß zeigen</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Could not save settings: %1 They apply until you quit.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1 Sie gelten bis zum Beenden.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Game in progress</source>
        <translation>Laufendes Spiel</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished %1 game is saved: Resume continues it. A new game replaces it. Start a new game anyway?</source>
        <translation>Ihr unbeendetes Spiel %1 ist gespeichert: Fortsetzen setzt es fort. Ein neues Spiel ersetzt es. Trotzdem ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Replaying the saved game…</source>
        <translation>Das gespeicherte Spiel wird nachgespielt…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the saved game…</source>
        <translation>Das gespeicherte Spiel wird gelesen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The saved game was not loaded.</source>
        <translation>Das gespeicherte Spiel wurde nicht geladen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The saved game could not be loaded: %1 It was set aside as %2 (nothing is deleted); you can start a new game.</source>
        <translation>Die gespeicherte Partie konnte nicht geladen werden: %1 Sie wurde als %2 beiseitegelegt (nichts wird gelöscht); Sie können eine neue Partie beginnen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be loaded: the app could not read the file. It was left where it is; try again once it can be read.</source>
        <translation>Die gespeicherte Partie konnte nicht geladen werden: Die App konnte die Datei nicht lesen. Sie bleibt, wo sie ist; versuchen Sie es erneut, sobald sie lesbar ist.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Not a card now: choose one of the moves under the table.</source>
        <translation>Jetzt keine Karte: Wählen Sie einen der Züge unter dem Tisch.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let Medium play</source>
        <translation>Mittel spielen lassen</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+6"/>
        <source>Report a problem</source>
        <translation>Problem melden</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The report could not be written: %1</source>
        <translation>Der Bericht konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The report was written to:
%1

Send it to the developers on the app&apos;s page, %2, attached to a message that says what you did and what you expected. It is plain text (your game, the app&apos;s version and its log, no other files): you can read it before you send it.</source>
        <translation>Der Bericht wurde geschrieben nach:
%1

Senden Sie ihn den Entwicklern über die Seite der App, %2, als Anhang einer Nachricht, die sagt, was Sie getan und was Sie erwartet haben. Er ist reiner Text (Ihre Partie, die Version der App und ihr Protokoll, keine anderen Dateien): Sie können ihn vor dem Senden lesen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show the folder</source>
        <translation>Ordner anzeigen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp wird überlegt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is given on your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: the Hard bot would %1: %2.</source>
        <translation>Tipp: Der schwere Bot würde %1 – %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: the Hard bot would %1.</source>
        <translation>Tipp: Der schwere Bot würde %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A game is in progress. It is saved: Resume continues it. Quit now?</source>
        <translation>Ein Spiel läuft. Es ist gespeichert: Fortsetzen spielt es weiter. Jetzt beenden?</translation>
    </message>
    <message>
        <location filename="../gui/app.py" line="+112"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="-184"/>
        <source>Belote &amp;tutorial: With trump</source>
        <translation>Belote-&amp;Tutorial: Mit Trumpf</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Belote tutorial: &amp;Coinche auction</source>
        <translation>Belote-Tutorial: &amp;Coinche-Reizen</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+11"/>
        <source>Declaration &amp;tutorial</source>
        <translation>Declaration-&amp;Tutorial</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+7"/>
        <source>Frontier &amp;tutorial</source>
        <translation>Frontier-&amp;Tutorial</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/new_game.py" line="+97"/>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Usual for the variant</source>
        <translation>Üblich für die Variante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rules for these options…</source>
        <translation>Regeln mit diesen Optionen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as they will be played with the options chosen here</source>
        <translation>Die Regeln, wie sie mit den hier gewählten Optionen gespielt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table options</source>
        <translation>Tischoptionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI seats</source>
        <translation>KI-Plätze</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner (%1)</source>
        <translation>Partner (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1 (%2)</source>
        <translation>Spieler %1 (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 difficulty</source>
        <translation>Schwierigkeit von %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seats are numbered clockwise from you: Seat 1 plays after you.</source>
        <translation>Die Spieler sind im Uhrzeigersinn ab Ihnen nummeriert: Spieler 1 ist nach Ihnen dran.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What this option does, with the options chosen here</source>
        <translation>Was diese Option bewirkt, mit den hier gewählten Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help on %1</source>
        <translation>Hilfe zu %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help: %1</source>
        <translation>Hilfe: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House-rule presets</source>
        <translation>Hausregel-Vorlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a saved preset to fill in its options; “Custom” when the options chosen are no saved preset&apos;s</source>
        <translation>Wählen Sie eine gespeicherte Voreinstellung, um ihre Optionen einzusetzen; „Eigene“, wenn die gewählten Optionen zu keiner gespeicherten Voreinstellung gehören</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a preset from a file</source>
        <translation>Eine Voreinstellung aus einer Datei hinzufügen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Preset:</source>
        <translation>Voreinstellung:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your saved presets cannot be read now: %1</source>
        <translation>Ihre gespeicherten Voreinstellungen können gerade nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved presets could not be read: the file is damaged. It was set aside (nothing is lost), and presets saved from now on start a new one.</source>
        <translation>Ihre gespeicherten Voreinstellungen konnten nicht gelesen werden: Die Datei ist beschädigt. Sie wurde beiseitegelegt (nichts geht verloren), und ab jetzt gespeicherte Voreinstellungen beginnen eine neue.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+79"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Give the preset a name.</source>
        <translation>Geben Sie der Voreinstellung einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name has at most %1 characters.</source>
        <translation>Ein Name einer Voreinstellung hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name cannot hold line breaks or other control characters.</source>
        <translation>Ein Name einer Voreinstellung darf keine Zeilenumbrüche oder anderen Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is what the box says when the options are no saved preset&apos;s: pick another name.</source>
        <translation>„%1“ zeigt die Liste, wenn die Optionen zu keiner gespeicherten Voreinstellung gehören: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replace preset</source>
        <translation>Voreinstellung ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset named “%1” already exists. Replace it with these options?</source>
        <translation>Eine Voreinstellung namens „%1“ gibt es schon. Durch diese Optionen ersetzen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only options that can be played can be saved.</source>
        <translation>Nur spielbare Optionen können gespeichert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+67"/>
        <source>“%1” was kept as it was.</source>
        <translation>„%1“ bleibt, wie sie war.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Preset name (at most %1 characters):</source>
        <translation>Name der Voreinstellung (höchstens %1 Zeichen):</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>No preset saved yet</source>
        <translation>Keine Vorlage</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the options chosen now as a preset, under a name</source>
        <translation>Die jetzt gewählten Optionen als Voreinstellung unter einem Namen behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the preset shown</source>
        <translation>Die angezeigte Voreinstellung vergessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the preset shown to a file, to share</source>
        <translation>Die angezeigte Voreinstellung in eine Datei schreiben, zum Teilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Loaded “%1”.</source>
        <translation>„%1“ geladen.</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+66"/>
        <source>Could not save the preset: %1</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Saved “%1”.</source>
        <translation>„%1“ gespeichert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replaced “%1”.</source>
        <translation>„%1“ ersetzt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Voreinstellung löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the preset “%1”? This cannot be undone.</source>
        <translation>Die Voreinstellung „%1“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not delete the preset: %1</source>
        <translation>Die Voreinstellung konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deleted “%1”.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not export the preset: %1</source>
        <translation>Die Vorlage konnte nicht exportiert werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported “%1” to %2.</source>
        <translation>„%1“ nach %2 exportiert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This file cannot be imported: %1</source>
        <translation>Diese Datei kann nicht importiert werden: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported “%1”.</source>
        <translation>„%1“ importiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export preset</source>
        <translation>Vorlage exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Presets (*.json)</source>
        <translation>Vorlagen (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Import preset</source>
        <translation>Vorlage importieren</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../gui/dialogs/history.py" line="-418"/>
        <source>Replay table</source>
        <translation>Wiedergabetisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This step</source>
        <translation>Dieser Schritt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot&apos;s choice</source>
        <translation>Die Wahl des schweren Bots</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every step</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal (Home)</source>
        <translation>Das Austeilen (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back (Left)</source>
        <translation>Ein Schritt zurück (Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward (Right)</source>
        <translation>Ein Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>Das Ende (Ende)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The Hard bot is thinking about this move…</source>
        <translation>Der schwere Bot denkt über diesen Zug nach…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot agrees with your move.</source>
        <translation>Der schwere Bot hätte genauso gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard bot would rather %1.</source>
        <translation>Der schwere Bot würde lieber %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot would rather %1: %2.</source>
        <translation>Der schwere Bot würde lieber %1 – %2.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="+16"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../gui/games/declare/rules.py" line="+23"/>
        <source>Declare</source>
        <translation>Declare</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lowest hand wins. Ace 1, 2-10 face value, J Q K 10; every card of the joker rank is worth 0.</source>
        <translation>Die niedrigste Hand gewinnt. Ass 1, 2–10 nach Augen, B D K 10; jede Karte des Joker-Rangs zählt 0.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer picks one of two face-up cards blind: its rank is the joker rank for the round. The other card starts the discard pile.</source>
        <translation>Der Geber wählt blind eine von zwei offenen Karten: Ihr Rang ist in dieser Runde der Joker-Rang. Die andere Karte eröffnet den Ablagestapel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn, either declare, or throw and then pick: throw every card of one rank, then take the top of the draw pile or one card of the group the previous player threw.</source>
        <translation>Wenn Sie dran sind, sagen Sie an oder werfen ab und nehmen: Werfen Sie alle Karten eines Rangs ab, dann nehmen Sie die oberste Karte des Nachziehstapels oder eine Karte aus der Gruppe, die der vorige Spieler abgeworfen hat.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You may declare when your total is under %1, from your first turn.</source>
        <translation>Sie dürfen ab Ihrem ersten Zug ansagen, wenn Ihre Summe unter %1 liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good declare (strictly lowest): you add 0 and everyone else adds their total. Bad declare (anyone ties or is lower): you add every hand&apos;s total, your own included.</source>
        <translation>Gute Ansage (echt die niedrigste): Sie schreiben 0, alle anderen ihre Summe. Schlechte Ansage (jemand ist gleich oder niedriger): Sie schreiben die Summe aller Hände, Ihre eigene eingeschlossen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The match is unlimited: you end it between rounds.</source>
        <translation>Die Partie ist unbegrenzt: Sie beenden sie zwischen zwei Runden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest total wins; ties are joint winners.</source>
        <translation>Die niedrigste Summe gewinnt; bei Gleichstand gewinnen alle Gleichen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have %1 seconds for each turn; when the time runs out a simple move is played for you.</source>
        <translation>Sie haben %1 Sekunden pro Zug; läuft die Zeit ab, wird ein einfacher Zug für Sie gespielt.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/rules.py" line="+28"/>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships: South and North against West and East. 52 cards in four suits, Void, Frontier, Border and Core, ranked 2 to 10, Officer, Commander, Voidpilot, Emperor (highest).</source>
        <translation>Vier Spieler in zwei Partnerschaften: Süd und Nord gegen West und Ost. 52 Karten in vier Farben – Leere, Grenze, Rand und Kern –, von 2 bis 10, dann Offizier, Kommandant, Leerenpilot, Kaiser (die höchste).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The suits as their cards show them: %1.</source>
        <translation>Die Farben, wie ihre Karten sie zeigen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first team to reach %1 points wins; if both reach it in the same hand, the higher score wins, and an exact tie plays another hand. The game stops after %2 hands at most.</source>
        <translation>Das erste Team mit %1 Punkten gewinnt; erreichen beide sie in derselben Runde, gewinnt der höhere Stand, bei genauem Gleichstand wird eine weitere Runde gespielt. Das Spiel endet spätestens nach %2 Runden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Antes and dares</source>
        <translation>Antes und Meldewetten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand each player antes %1: the Pot Ante grows by %2.</source>
        <translation>In jeder Runde zahlt jeder Spieler %1 Ante: Der Ante-Pot wächst um %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the deal each team sets a Meld Dare against the other, from %1 to %2. A team that makes its first accepted meld of the hand pays the opponents&apos; dare into Pot Action.</source>
        <translation>Vor dem Geben setzt jedes Team eine Meldewette gegen das andere, von %1 bis %2. Ein Team, das seine erste gültige Meldung der Runde macht, zahlt die Wette der Gegner in den Aktions-Pot.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal and trump</source>
        <translation>Geben und Trumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets 13 cards.</source>
        <translation>Jeder Spieler erhält 13 Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void Lock is on: Void is trump every hand.</source>
        <translation>Leere-Sperre ist an: Leere ist in jeder Runde Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump changes every hand: Core, then Border, then Frontier, then Void, and round again.</source>
        <translation>Trumpf wechselt jede Runde: Kern, dann Rand, dann Grenze, dann Leere, und wieder von vorn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting left of the dealer, each player may declare one meld or pass. Meld cards are shown face up and must be played before the player&apos;s other cards.</source>
        <translation>Beginnend links vom Geber darf jeder Spieler eine Meldung machen oder passen. Gemeldete Karten liegen offen und müssen vor den übrigen Karten des Spielers gespielt werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run of 3 in one suit: %1 points, costs %2</source>
        <translation>Folge aus 3 in einer Farbe: %1 Punkte, kostet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run of 4 or more: %1 points, costs %2</source>
        <translation>Folge aus 4 oder mehr: %1 Punkte, kostet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Triad (three of a rank): %1 points, costs %2</source>
        <translation>Drilling (drei gleiche Ränge): %1 Punkte, kostet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quad (four of a rank): %1 points, costs %2</source>
        <translation>Vierling (vier gleiche Ränge): %1 Punkte, kostet %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding and play</source>
        <translation>Reizen und Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player bids 0 to 13 tricks; a team&apos;s contract is the sum of its two bids.</source>
        <translation>Jeder Spieler bietet 0 bis 13 Stiche; der Kontrakt eines Teams ist die Summe seiner beiden Gebote.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each trick bid adds %1 to Pot Action, paid by the bidder&apos;s team.</source>
        <translation>Jeder gebotene Stich fügt dem Aktions-Pot %1 hinzu, bezahlt vom Team des Bieters.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow suit if you can. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>Bedienen Sie, wenn Sie können. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Void is always trump.</source>
        <translation>Leere ist immer Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand&apos;s trump suit may be led at any time.</source>
        <translation>Die Trumpffarbe der Runde darf jederzeit ausgespielt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made: %1 points per trick above %2, all meld points; each trick above the contract is a bag, and %3 bags cost %4 points.</source>
        <translation>Kontrakt erfüllt: %1 Punkte je Stich über %2, alle Meldepunkte; jeder Stich über dem Kontrakt ist ein Überstich, und %3 Überstiche kosten %4 Punkte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Contract failed: minus %1 points per trick short, half the meld points (rounded down), no bags.</source>
        <translation>Kontrakt verfehlt: minus %1 Punkte je fehlendem Stich, die Hälfte der Meldepunkte (abgerundet), keine Überstiche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team that fails adds an amount equal to Pot Action to the pot; when only one team fails, the other team takes the whole pot.</source>
        <translation>Ein Team, das scheitert, zahlt einen Betrag in Höhe des Aktions-Pots in den Pot; scheitert nur ein Team, nimmt das andere den ganzen Pot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When both teams make their contracts the pot is carried to the next hand.</source>
        <translation>Erfüllen beide Teams ihren Kontrakt, wird der Pot in die nächste Runde übertragen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When both teams make their contracts the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Erfüllen beide Teams ihren Kontrakt, wird der Pot gleichmäßig geteilt; ein ungerader Dollar bleibt im Pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When both teams fail, both pay their penalty and the pot is carried to the next hand.</source>
        <translation>Scheitern beide Teams, zahlen beide ihre Strafe und der Pot wird in die nächste Runde übertragen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When both teams fail, both pay their penalty and the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Scheitern beide Teams, zahlen beide ihre Strafe und der Pot wird gleichmäßig geteilt; ein ungerader Dollar bleibt im Pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Purses may go into debt; the score, not the money, decides the game.</source>
        <translation>Kassen dürfen ins Minus gehen; der Punktestand, nicht das Geld, entscheidet das Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/rules.py" line="+22"/>
        <source>Frontier</source>
        <translation>Frontier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players each start with %2. Five rounds; the most cash at the end wins, equal cash shares the win.</source>
        <translation>%1 Spieler beginnen mit je %2. Fünf Runden; wer am Ende das meiste Geld hat, gewinnt, bei Gleichstand teilt man den Sieg.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>50 cards: five suits numbered 1 to 10. Sun and Flame are red, Moon and Tide blue, Shadow is the black Wildcard suit that goes with any colour.</source>
        <translation>50 Karten: fünf Farben mit den Zahlen 1 bis 10. Sonne und Flamme sind rot, Mond und Flut blau, Schatten ist die schwarze Joker-Farbe, die zu jeder Farbe passt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold 1 card in round 1, 2 in round 2, up to 5 in round 5: at the start of each round everyone draws up to that number. Played cards are shuffled back; unplayed cards stay in your hand.</source>
        <translation>Sie halten 1 Karte in Runde 1, 2 in Runde 2, bis zu 5 in Runde 5: Zu Beginn jeder Runde zieht jeder bis zu dieser Zahl nach. Gespielte Karten werden zurückgemischt; ungespielte bleiben auf der Hand.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You act first in round 1, the next seat in round 2, and so on round the table (at four seats round 5 starts with you again); a seat out of money is passed over.</source>
        <translation>In Runde 1 sind Sie zuerst dran, in Runde 2 der nächste Platz und so weiter reihum (bei vier Plätzen beginnt Runde 5 wieder mit Ihnen); ein Platz ohne Geld wird übersprungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mulligan, once per game, before committing: discard your hand and draw a fresh one. It takes your turn: the others act, then you stake or fold (a bet made meanwhile leaves you to call, raise or fold).</source>
        <translation>Mulligan, einmal pro Spiel, vor dem Legen: Werfen Sie Ihre Hand ab und ziehen Sie eine neue. Das kostet Ihren Zug: Die anderen sind dran, dann setzen Sie oder steigen aus (ein inzwischen gemachter Einsatz lässt Ihnen Mitgehen, Erhöhen oder Aussteigen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet: commit one or more cards face down, then bet at least %1.</source>
        <translation>Setzen: Legen Sie eine oder mehrere Karten verdeckt, dann setzen Sie mindestens %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise: make the bet at least %1 higher.</source>
        <translation>Erhöhen: Erhöhen Sie den Einsatz um mindestens %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call: match the current bet.</source>
        <translation>Mitgehen: Bringen Sie den aktuellen Einsatz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold: leave the round.</source>
        <translation>Aussteigen: die Runde verlassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bet may be more than the poorest player still in the round can match. Committed cards cannot be taken back. A player with no cash sits out for good.</source>
        <translation>Kein Einsatz darf höher sein, als der ärmste noch beteiligte Spieler bringen kann. Gelegte Karten können nicht zurückgenommen werden. Wer kein Geld mehr hat, scheidet aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Committed cards are revealed together and the strongest configuration takes the pot; equal ones split it, the odd dollar to the first tied player in turn order.</source>
        <translation>Die gelegten Karten werden gemeinsam aufgedeckt, und die stärkste Kombination gewinnt den Pot; gleich starke teilen ihn, der ungerade Dollar geht an den ersten Gleichstehenden in Spielreihenfolge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More cards always beat fewer cards. Among equal counts: of a rank (or a pair), then Pure (all of one suit: a Wildcard stays a Shadow), then Coalition (one colour, Wildcards joining any), then Campaign (consecutive numbers), then Skirmish (anything else, a single card too).</source>
        <translation>Mehr Karten schlagen immer weniger Karten. Bei gleicher Anzahl: gleiche Zahlen (oder ein Paar), dann Rein (alle einer Farbe: ein Joker bleibt ein Schatten), dann Koalition (eine Kartenfarbe, Joker passen zu jeder), dann Feldzug (aufeinanderfolgende Zahlen), dann Scharmützel (alles andere, auch eine einzelne Karte).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pure, Coalition and Campaign take three cards or more: two cards are a pair or a Skirmish, named by their suits as below.</source>
        <translation>Rein, Koalition und Feldzug brauchen drei Karten oder mehr: Zwei Karten sind ein Paar oder ein Scharmützel, benannt nach ihren Farben wie unten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skirmish is named by its cards and scores: a Pure Skirmish (one suit), the product doubled; a Coalition Skirmish (one colour), the product; a Divided Skirmish (both colours), the sum. In the score a 1 counts as the highest card committed with it (4, 3, 1 scores as 4, 3, 4), except in a Campaign; for the class it stays a 1 (4 and 1 are not a pair). In round 1 the higher number wins.</source>
        <translation>Ein Scharmützel heißt nach seinen Karten und zählt: Reines Scharmützel (eine Farbe) das doppelte Produkt, Koalitionsscharmützel (eine Kartenfarbe) das Produkt, Geteiltes Scharmützel (beide Kartenfarben) die Summe. In der Wertung zählt eine 1 wie die höchste mit ihr gelegte Karte (4, 3, 1 zählt als 4, 3, 4), außer in einem Feldzug; für die Klasse bleibt sie eine 1 (4 und 1 sind kein Paar). In Runde 1 gewinnt die höhere Zahl.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+24"/>
        <source>With trump</source>
        <translation>Mit Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official rules (closer to the federation&apos;s rulebook).</source>
        <translation>Offizielle Regeln (näher am Regelwerk des Verbands).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules.</source>
        <translation>Hausregeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players in two teams, partners opposite: South and North against East and West. 32 cards, 7 to Ace. Dealing, bidding and play go counter-clockwise.</source>
        <translation>Vier Spieler in zwei Teams, Partner gegenüber: Süd und Nord gegen Ost und West. 32 Karten, 7 bis Ass. Geben, Reizen und Spiel gehen gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The first team to reach %1 points wins; if both do, the higher total wins.</source>
        <translation>Das erste Team mit %1 Punkten gewinnt; schaffen es beide, gewinnt die höhere Summe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player gets 5 cards and one card is turned up. In the first round each player may take it, making its suit trump; in the second round a player may name any other suit. The taker gets the turned card and everyone is dealt up to 8 cards. If all pass twice, the deal is thrown in.</source>
        <translation>Jeder Spieler erhält 5 Karten, und eine Karte wird aufgedeckt. In der ersten Runde darf jeder sie nehmen, ihre Farbe wird Trumpf; in der zweiten Runde darf ein Spieler jede andere Farbe nennen. Der Nehmer bekommt die aufgedeckte Karte, und alle werden auf 8 Karten aufgefüllt. Passen alle zweimal, wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Each player gets 5 cards, with no turned-up card, and may take in a single round; then everyone gets 3 more cards. If all pass, the deal is thrown in. There is no trump and no belote.</source>
        <translation>Jeder Spieler erhält 5 Karten, ohne aufgedeckte Karte, und darf in einer einzigen Runde nehmen; dann bekommt jeder 3 weitere Karten. Passen alle, wird neu gegeben. Es gibt keinen Trumpf und keine Belote.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>All 32 cards are dealt. Players bid a contract from 80 to 160 (steps of 10) or Capot (all 8 tricks, worth 250), naming its trump suit; three passes after a bid end the auction.</source>
        <translation>Alle 32 Karten werden gegeben. Die Spieler bieten einen Kontrakt von 80 bis 160 (in Zehnerschritten) oder Capot (alle 8 Stiche, zählt 250) und nennen die Trumpffarbe; drei Pässe nach einem Gebot beenden das Reizen.</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>The takers must score at least their contract and more than the defenders. Made: each team scores its points and the takers add the contract. Failed: the defenders score 160 plus the contract.</source>
        <translation>Die Nehmer müssen mindestens ihren Kontrakt und mehr als die Verteidiger erreichen. Erfüllt: Jedes Team schreibt seine Punkte, und die Nehmer addieren den Kontrakt. Verfehlt: Die Verteidiger schreiben 160 plus den Kontrakt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Coinched, the winner of the deal scores (160 + the contract) × 2; surcoinched, × 4.</source>
        <translation>Mit Coinche schreibt der Gewinner der Runde (160 + Kontrakt) × 2; mit Surcoinche × 4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Capot contract, or a deal in which the winners took every trick, counts 250 instead of 160.</source>
        <translation>Ein Capot-Kontrakt oder eine Runde, in der die Gewinner alle Stiche gemacht haben, zählt 250 statt 160.</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>An opponent of the bidder may coinche (double), and the bidding team may then surcoinche (redouble).</source>
        <translation>Ein Gegner des Bieters darf coinchen (verdoppeln), und das bietende Team darf dann surcoinchen (erneut verdoppeln).</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/games/declare/rules.py" line="-69"/>
        <source>%1 players, %2 cards each, from %n deck(s) shuffled together.</source>
        <translation>
            <numerusform>%1 Spieler, je %2 Karten, aus %n Blatt.</numerusform>
            <numerusform>%1 Spieler, je %2 Karten, aus %n zusammengemischten Blättern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You may declare when your total is under %1, once everyone has played %n turn(s) this round.</source>
        <translation>
            <numerusform>Sie dürfen ansagen, wenn Ihre Summe unter %1 liegt, sobald jeder in dieser Runde %n Zug gespielt hat.</numerusform>
            <numerusform>Sie dürfen ansagen, wenn Ihre Summe unter %1 liegt, sobald jeder in dieser Runde %n Züge gespielt hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>If nobody has declared once everyone has played %n more turn(s) after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</source>
        <translation>
            <numerusform>Hat niemand angesagt, nachdem jeder nach Öffnung der Ansage %n weiteren Zug gespielt hat, ist die Runde ungültig: Niemand punktet, und sie zählt als Runde der Partie.</numerusform>
            <numerusform>Hat niemand angesagt, nachdem jeder nach Öffnung der Ansage %n weitere Züge gespielt hat, ist die Runde ungültig: Niemand punktet, und sie zählt als Runde der Partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The match lasts %n round(s).</source>
        <translation>
            <numerusform>Die Partie dauert %n Runde.</numerusform>
            <numerusform>Die Partie dauert %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+6"/>
        <source>Official: a coinche is only possible in turn.</source>
        <translation>Offiziell: Coinche ist nur in der Reihenfolge möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House: an opponent may coinche at any moment while the auction is open, even out of turn.</source>
        <translation>Hausregel: Ein Gegner darf jederzeit coinchen, solange das Reizen läuft, auch außer der Reihe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps, high to low: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8, 7. Other suits: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Trümpfe, von hoch nach niedrig: B 20, 9 14, A 11, 10 10, K 4, D 3, 8, 7. Andere Farben: A 11, 10 10, K 4, D 3, B 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every suit, high to low: A 19, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Jede Farbe, von hoch nach niedrig: A 19, 10 10, K 4, D 3, B 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every suit, high to low: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Jede Farbe, von hoch nach niedrig: A 11, 10 10, K 4, D 3, B 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last trick is worth 10 more.</source>
        <translation>Der letzte Stich zählt 10 mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins.</source>
        <translation>Bedienen Sie die ausgespielte Farbe, wenn Sie können; sonst spielen Sie eine beliebige Karte. Die höchste Karte der ausgespielten Farbe gewinnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If an opponent has trumped and you cannot trump higher, you may discard any card.</source>
        <translation>Hat ein Gegner gestochen und können Sie nicht überstechen, dürfen Sie eine beliebige Karte abwerfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If an opponent has trumped and you cannot trump higher, you must still play a lower trump.</source>
        <translation>Hat ein Gegner gestochen und können Sie nicht überstechen, müssen Sie trotzdem einen niedrigeren Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the suit led if you can. When trump is led you must play a higher trump if you can, even over your partner.</source>
        <translation>Bedienen Sie die ausgespielte Farbe, wenn Sie können. Wird Trumpf ausgespielt, müssen Sie wenn möglich höher stechen, auch über Ihren Partner.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without the suit led: if your partner is winning the trick, play anything; otherwise you must trump, higher than any trump already played if you can.</source>
        <translation>Ohne die ausgespielte Farbe: Liegt Ihr Partner vorn, spielen Sie beliebig; sonst müssen Sie stechen, wenn möglich höher als jeder schon gespielte Trumpf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Belote: the King and Queen of trumps in one hand are worth 20 when you say &quot;Belote&quot; and &quot;Rebelote&quot; as you play them. They count for the contract and are never lost.</source>
        <translation>Belote: König und Dame in Trumpf auf einer Hand zählen 20, wenn Sie beim Ausspielen „Belote“ und „Rebelote“ sagen. Sie zählen für den Kontrakt und gehen nie verloren.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announced with your first card: a sequence of 3 cards is worth 20, of 4 cards 50, of 5 or more 100.</source>
        <translation>Angesagt mit Ihrer ersten Karte: eine Folge aus 3 Karten (tierce) zählt 20, aus 4 Karten (cinquante) 50, aus 5 oder mehr (cent) 100.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Four Jacks 200, four Nines 150, four Aces, Tens, Kings or Queens 100.</source>
        <translation>Vier Buben 200, vier Neunen 150, vier Asse, Zehnen, Könige oder Damen 100.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House: the trump scale is kept in No trump.</source>
        <translation>Hausregel: Die Trumpfwertung gilt auch bei Ohne Trumpf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trump has its own scale: four Aces 200, four Tens 150, four Jacks, Nines, Kings or Queens 100.</source>
        <translation>Ohne Trumpf hat eine eigene Wertung: vier Asse 200, vier Zehnen 150, vier Buben, Neunen, Könige oder Damen 100.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the team with the best declaration scores, but it scores all of its own. Declarations count for the contract.</source>
        <translation>Nur das Team mit der besten Meldung schreibt, aber dann alle seine eigenen. Meldungen zählen für den Kontrakt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A card may not be in two declarations.</source>
        <translation>Eine Karte darf nicht in zwei Meldungen vorkommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card may be in two declarations.</source>
        <translation>Eine Karte darf in zwei Meldungen vorkommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two equal best declarations: a sequence in trump wins; otherwise nobody scores any declaration.</source>
        <translation>Zwei gleich gute beste Meldungen: Eine Folge in Trumpf gewinnt; sonst schreibt niemand eine Meldung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a failed contract or a capot, the declarations go to the team that wins the deal.</source>
        <translation>Nach einem verfehlten Kontrakt oder einem Capot gehen die Meldungen an das Team, das die Runde gewinnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two equal best declarations: the taker&apos;s team wins.</source>
        <translation>Zwei gleich gute beste Meldungen: Das Team des Nehmers gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a failed contract or a capot, the team that won the declarations keeps them.</source>
        <translation>Nach einem verfehlten Kontrakt oder einem Capot behält das Team, das die Meldungen gewonnen hat, sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The takers must score more than the defenders (cards, belote and declarations). Then each team scores its points; if they fail, the defenders score every point of the deal. A tie puts the takers&apos; points in reserve for the next deal won.</source>
        <translation>Die Nehmer müssen mehr Punkte machen als die Verteidiger (Karten, Belote und Meldungen). Dann schreibt jedes Team seine Punkte; scheitern sie, schreiben die Verteidiger alle Punkte des Spiels. Bei Gleichstand (litige) kommen die Punkte der Nehmer in Reserve für das nächste gewonnene Spiel.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taking all 8 tricks (capot) makes the last trick worth 100 instead of 10.</source>
        <translation>Wer alle 8 Stiche macht (Capot), bekommt für den letzten Stich 100 statt 10.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card points are rounded to the nearest ten.</source>
        <translation>Kartenpunkte werden auf den nächsten Zehner gerundet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card points are counted to the exact point.</source>
        <translation>Kartenpunkte werden genau gezählt.</translation>
    </message>
    <message>
        <location filename="../gui/rules_text.py" line="+89"/>
        <source>usual for the variant</source>
        <translation>üblich für die Variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One of: %1. Now: %2.</source>
        <translation>Eins von: %1. Jetzt: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yes or no. Now: %2.</source>
        <translation>Ja oder nein. Jetzt: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 to %3. Now: %2.</source>
        <translation>Von %1 bis %3. Jetzt: %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>What it makes of the rules now:</source>
        <translation>Was sie jetzt aus den Regeln macht:</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings.py" line="+29"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion (cards jump instead of flying)</source>
        <translation>Bewegung reduzieren (Karten springen, statt zu fliegen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow undo of your last move (the game is marked)</source>
        <translation>Rücknahme des letzten Zugs erlauben (das Spiel wird markiert)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: I announce my declarations myself (playing a card first asks)</source>
        <translation>Belote: Ich sage meine Meldungen selbst an (eine gespielte Karte fragt zuerst)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every suit in its own colour, with its letter in the corner: easier to tell apart, also with colour blindness</source>
        <translation>Jede Farbe in eigener Farbe, mit ihrem Buchstaben in der Ecke: leichter zu unterscheiden, auch bei Farbenblindheit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play sounds (cards, chips, your turn)</source>
        <translation>Töne abspielen (Karten, Chips, Ihr Zug)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim the cards you cannot play now</source>
        <translation>Karten abblenden, die Sie jetzt nicht spielen können</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>A finished trick stays on the table</source>
        <translation>Ein fertiger Stich bleibt liegen</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+41"/>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This run is in %1, chosen when the app was started.</source>
        <translation>Diese Sitzung ist auf %1, gewählt beim Start der App.</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+34"/>
        <location filename="../gui/games/frontier/stats.py" line="+38"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declares</source>
        <translation>Ihre Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good declares</source>
        <translation>Gute Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad declares</source>
        <translation>Schlechte Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken per round</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+59"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+42"/>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Contracts made</source>
        <translation>Erfüllte Kontrakte</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Exact bids</source>
        <translation>Genaue Gebote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks off the contract, on average</source>
        <translation>Durchschnittliche Abweichung vom Kontrakt (Stiche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Pots won</source>
        <translation>Gewonnene Pots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money won or lost</source>
        <translation>Gewonnenes oder verlorenes Geld</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="-2"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts taken</source>
        <translation>Übernommene Kontrakte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinches</source>
        <translation>Coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Gewonnene Coinches</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Money won in pots</source>
        <translation>In Pots gewonnenes Geld</translation>
    </message>
    <message>
        <location filename="../gui/services/stats_db.py" line="+226"/>
        <source>The statistics could not be read (%1); they were set aside as %2 and new statistics were started.</source>
        <translation>Die Statistik konnte nicht gelesen werden (%1); sie wurde als %2 beiseitegelegt und eine neue Statistik begonnen.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics cannot be read just now: %1</source>
        <translation>Die Statistik kann gerade nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>The statistics cannot be written just now (%1); they are kept and will be written when possible.</source>
        <translation>Die Statistik kann gerade nicht geschrieben werden (%1); sie wird aufbewahrt und geschrieben, sobald es geht.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The statistics could not be written: %1</source>
        <translation>Die Statistik konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="+72"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location line="+116"/>
        <location line="+40"/>
        <location line="+118"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Games finished</source>
        <translation>Beendete Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Unvollendete Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with a move taken back</source>
        <translation>Spiele mit zurückgenommenem Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average score (lower is better)</source>
        <translation>Durchschnittliche Punkte (niedriger ist besser)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average score</source>
        <translation>Durchschnittliche Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game and your results are charted here.</source>
        <translation>Beenden Sie ein Spiel, dann erscheinen Ihre Ergebnisse hier als Diagramm.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Results over time</source>
        <translation>Ergebnisse im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your score, game by game</source>
        <translation>Ihre Punkte, Spiel für Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+14"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How often each score came up</source>
        <translation>Wie oft jedes Ergebnis vorkam</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics could not be reset: %1 They are kept as they were.</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1 Sie bleibt, wie sie war.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+18"/>
        <source>Your cash after each round (last 8 games)</source>
        <translation>Ihr Geld nach jeder Runde (letzte 8 Spiele)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cash curve</source>
        <translation>Geldverlauf</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+11"/>
        <source>Tricks taken minus the contract, per hand</source>
        <translation>Gemachte Stiche minus Kontrakt, pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tricks off</source>
        <translation>Stichabweichung</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bid accuracy</source>
        <translation>Gebotsgenauigkeit</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+10"/>
        <source>Your declares</source>
        <translation>Ihre Ansagen</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>Declares</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+13"/>
        <source>Contracts and coinches</source>
        <translation>Kontrakte und Coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Contracts made</source>
        <translation>Erfüllte Kontrakte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts failed</source>
        <translation>Verfehlte Kontrakte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Gewonnene Coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches lost</source>
        <translation>Verlorene Coinches</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Contracts</source>
        <translation>Kontrakte</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="-14"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Die Statistik aller Spiele löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../gui/dialogs/summary.py" line="+63"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop the match</source>
        <translation>Partie beenden</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+32"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+30"/>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../gui/table/scene.py" line="+894"/>
        <location line="+178"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Focus the next card you can play</source>
        <translation>Zur nächsten spielbaren Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the previous card you can play</source>
        <translation>Zur vorherigen spielbaren Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the first card you can play</source>
        <translation>Zur ersten spielbaren Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the last card you can play</source>
        <translation>Zur letzten spielbaren Karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the focused card (or pick it for a meld or a commitment)</source>
        <translation>Die gewählte Karte spielen (oder für eine Meldung bzw. zum Legen auswählen)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Card table, focused card: %1</source>
        <translation>Spieltisch, gewählte Karte: %1</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../gui/text.py" line="-231"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move does not exist in this game.</source>
        <translation>Diesen Zug gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>That move is not possible right now.</source>
        <translation>Dieser Zug ist gerade nicht möglich.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You do not hold that card.</source>
        <translation>Sie haben diese Karte nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot go there.</source>
        <translation>Diese Karte kann nicht dorthin.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Declaring opens after %n more turn(s).</source>
        <translation>
            <numerusform>Ansagen ist erst nach %n weiteren Zug möglich.</numerusform>
            <numerusform>Ansagen ist erst nach %n weiteren Zügen möglich.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your total is {total}: you may declare only under {limit}.</source>
        <translation>Ihre Summe ist {total}: Sie dürfen nur unter {limit} ansagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only pick from the pile the previous player threw.</source>
        <translation>Sie dürfen nur vom Stapel nehmen, den der vorige Spieler abgeworfen hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The draw pile is empty.</source>
        <translation>Der Nachziehstapel ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an unlimited match can be stopped between rounds.</source>
        <translation>Nur eine unbegrenzte Partie kann zwischen Runden beendet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dare is 0 to 5 times the ante.</source>
        <translation>Eine Meldewette beträgt 0 bis 5 Antes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid is 0 to 13 tricks.</source>
        <translation>Ein Gebot liegt zwischen 0 und 13 Stichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld needs at least three cards.</source>
        <translation>Eine Meldung braucht mindestens drei Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card appears twice in that meld.</source>
        <translation>Eine Karte kommt in dieser Meldung doppelt vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is a run in one suit or cards of one rank.</source>
        <translation>Eine Meldung ist eine Folge in einer Farbe oder Karten gleichen Rangs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run must be consecutive cards of one suit.</source>
        <translation>Eine Folge muss aus aufeinanderfolgenden Karten einer Farbe bestehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run cannot wrap around from the highest to the lowest.</source>
        <translation>Eine Folge darf nicht von der höchsten zur niedrigsten Karte umlaufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>You must follow the suit that was led.</source>
        <translation>Sie müssen die ausgespielte Farbe bedienen.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Declared meld cards must be played before the others.</source>
        <translation>Gemeldete Karten müssen vor den anderen gespielt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already used your mulligan this game.</source>
        <translation>Sie haben Ihren Mulligan in diesem Spiel schon genutzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cards are already committed this round.</source>
        <translation>Ihre Karten sind in dieser Runde schon gelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit your cards before your first stake.</source>
        <translation>Legen Sie Ihre Karten vor Ihrem ersten Einsatz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has bet yet: bet first.</source>
        <translation>Noch hat niemand gesetzt: Setzen Sie zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: raise or call it.</source>
        <translation>Es gibt schon einen Einsatz: Erhöhen Sie oder gehen Sie mit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is below the minimum of {minimum}.</source>
        <translation>Dieser Betrag liegt unter dem Minimum von {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is above the limit of {limit}.</source>
        <translation>Dieser Betrag liegt über dem Limit von {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot match the bet: you must fold.</source>
        <translation>Sie können den Einsatz nicht bringen: Sie müssen aussteigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one card.</source>
        <translation>Wählen Sie mindestens eine Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card was chosen twice.</source>
        <translation>Eine Karte wurde doppelt gewählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second round, name a suit other than the turned card&apos;s.</source>
        <translation>Nennen Sie in der zweiten Runde eine andere Farbe als die der aufgedeckten Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the trump suit you take in.</source>
        <translation>Nennen Sie die Trumpffarbe, in der Sie nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the turned card&apos;s suit, or pass.</source>
        <translation>Nehmen Sie in der Farbe der aufgedeckten Karte oder passen Sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid higher than the current {high}.</source>
        <translation>Bieten Sie mehr als das aktuelle Gebot von {high}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing can be bid above a Capot.</source>
        <translation>Über ein Capot kann nicht geboten werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only coinche the other team&apos;s bid.</source>
        <translation>Sie können nur das Gebot des anderen Teams coinchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are off at this table.</source>
        <translation>Meldungen sind an diesem Tisch ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are made with your first card of the first trick.</source>
        <translation>Meldungen werden mit Ihrer ersten Karte im ersten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has nothing to declare.</source>
        <translation>Ihre Hand hat nichts zu melden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not what your hand holds.</source>
        <translation>Das ist nicht, was Sie auf der Hand haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold the King and Queen of trumps.</source>
        <translation>Sie haben nicht König und Dame in Trumpf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After saying Belote, play the King or Queen of trumps.</source>
        <translation>Nachdem Sie Belote gesagt haben, spielen Sie König oder Dame in Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play a higher trump.</source>
        <translation>Sie müssen einen höheren Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit: you must trump.</source>
        <translation>Sie können nicht bedienen: Sie müssen stechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow that move now.</source>
        <translation>Die Regeln erlauben diesen Zug jetzt nicht.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to see the last trick at full size, with who played each card (L).</source>
        <translation>Klicken Sie, um den letzten Stich groß zu sehen, samt Spieler jeder Karte (L).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>your partner</source>
        <translation>Ihr Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taker</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>These options cannot be played together.</source>
        <translation>Diese Optionen können nicht zusammen gespielt werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file or its folder does not exist.</source>
        <translation>Die Datei oder ihr Ordner existiert nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The app is not allowed to open or write that file.</source>
        <translation>Die App darf diese Datei nicht öffnen oder schreiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is a folder, not a file.</source>
        <translation>Das ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder is read-only.</source>
        <translation>Der Ordner ist schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk or the system refused (%1).</source>
        <translation>Der Datenträger oder das System hat abgelehnt (%1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move %1 in the file is not allowed by the rules: %2</source>
        <translation>Zug %1 in der Datei ist nach den Regeln nicht erlaubt: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged: it is not a complete game record (it may have been cut short or edited).</source>
        <translation>Die Datei ist beschädigt: Sie ist keine vollständige Partieaufzeichnung (sie wurde vielleicht abgeschnitten oder bearbeitet).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened: the app may not read it, or the disk failed.</source>
        <translation>Die Datei kann nicht geöffnet werden: Die App darf sie nicht lesen, oder der Datenträger hat versagt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>Die Datei ist zu groß für eine Partieaufzeichnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+33"/>
        <source>The file is damaged: it is nested too deeply to be read.</source>
        <translation>Die Datei ist beschädigt: Sie ist zu tief verschachtelt, um gelesen zu werden.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The file is not a game record of this app.</source>
        <translation>Die Datei ist keine Partieaufzeichnung dieser App.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game record of a version this app does not know.</source>
        <translation>Die Datei ist eine Partieaufzeichnung einer Version, die diese App nicht kennt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was written by a newer version of the app.</source>
        <translation>Die Datei wurde von einer neueren Version der App geschrieben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was played with other rules of this game.</source>
        <translation>Die Partie in der Datei wurde mit anderen Regeln dieses Spiels gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this app does not have.</source>
        <translation>Die Datei ist eine Partie eines Spiels, das diese App nicht hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s options in the file cannot be played.</source>
        <translation>Die Optionen der Partie in der Datei können nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file&apos;s deal is damaged.</source>
        <translation>Die Kartenverteilung in der Datei ist beschädigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s list of moves is damaged.</source>
        <translation>Die Zugliste der Datei ist beschädigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is not allowed by the rules.</source>
        <translation>Ein Zug in der Datei ist nach den Regeln nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result written in the file is not what its moves give: the file was changed.</source>
        <translation>Das in der Datei stehende Ergebnis passt nicht zu ihren Zügen: Die Datei wurde verändert.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file is damaged: it is not valid JSON (line %1).</source>
        <translation>Die Datei ist beschädigt: Sie ist kein gültiges JSON (Zeile %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not a text file.</source>
        <translation>Die Datei ist keine Textdatei.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Something unexpected went wrong; it is written in the app&apos;s log.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen; es steht im Protokoll der App.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your settings file was damaged, so the app started with the default settings. The damaged file was kept as %1.</source>
        <translation>Ihre Einstellungsdatei war beschädigt, daher startete die App mit den Standardeinstellungen. Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be read, so the app uses the default settings for now; the file was left as it is and is read again at the next start.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden, daher verwendet die App vorerst die Standardeinstellungen; die Datei bleibt unverändert und wird beim nächsten Start erneut gelesen.</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting hand</source>
        <translation>Start-Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare limit (under)</source>
        <translation>Ansagegrenze (unter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-arounds before declaring</source>
        <translation>Umläufe vor dem Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlimited match</source>
        <translation>Unbegrenzte Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn time limit (s, 0 = off)</source>
        <translation>Zeitlimit pro Zug (s, 0 = aus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player ($)</source>
        <translation>Ante pro Spieler ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake per trick bid ($)</source>
        <translation>Einsatz pro gebotenem Stich ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void is always trump</source>
        <translation>Leere ist immer Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams make it</source>
        <translation>Pot, wenn beide Teams erfüllen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams fail</source>
        <translation>Pot, wenn beide Teams scheitern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting cash ($)</source>
        <translation>Startgeld ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum bet ($)</source>
        <translation>Mindesteinsatz ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many players sit at the table, you included.</source>
        <translation>Wie viele Spieler am Tisch sitzen, Sie eingeschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player is dealt at the start of a round.</source>
        <translation>Wie viele Karten jeder Spieler zu Beginn einer Runde bekommt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many full decks are shuffled together.</source>
        <translation>Wie viele ganze Kartenspiele zusammen gemischt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player may declare only while their hand&apos;s total is under this number.</source>
        <translation>Ein Spieler darf nur ansagen, solange die Summe seiner Hand unter dieser Zahl liegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many times play goes around the table before anyone may declare.</source>
        <translation>Wie oft das Spiel um den Tisch geht, bevor jemand ansagen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many rounds the match lasts.</source>
        <translation>Wie viele Runden die Partie dauert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on round after round until you stop it between two rounds.</source>
        <translation>Die Partie geht Runde um Runde weiter, bis Sie sie zwischen zwei Runden beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seconds each player has for a move; 0: no limit.</source>
        <translation>Die Sekunden, die jeder Spieler für einen Zug hat; 0: keine Grenze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score that wins the game.</source>
        <translation>Die Punktzahl, die die Partie gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each player puts into the pot at the start of every hand.</source>
        <translation>Was jeder Spieler zu Beginn jeder Hand in den Pot legt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a team stakes for each trick it bids.</source>
        <translation>Was ein Team für jeden gebotenen Stich einsetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void stays trump in every hand, instead of the trump changing hand by hand.</source>
        <translation>Leere bleibt in jeder Hand Trumpf, statt dass der Trumpf von Hand zu Hand wechselt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams make their bids.</source>
        <translation>Was aus dem Pot wird, wenn beide Teams ihr Gebot erfüllen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams fail.</source>
        <translation>Was aus dem Pot wird, wenn beide Teams scheitern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The money each player starts the game with.</source>
        <translation>Das Geld, mit dem jeder Spieler die Partie beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest bet allowed.</source>
        <translation>Der kleinste erlaubte Einsatz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Belote is played: with a trump, without trump, or Coinche.</source>
        <translation>Welche Belote gespielt wird: mit Trumpf, ohne Trumpf oder Coinche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the deals are scored: the house rules or the official scale.</source>
        <translation>Wie die Runden gewertet werden: nach Hausregeln oder nach der offiziellen Tabelle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether sequences, carrés and belote are declared for points.</source>
        <translation>Ob Folgen, Carrés und Belote für Punkte angesagt werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Carry over</source>
        <translation>Übertragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With trump</source>
        <translation>Mit Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Official scale</source>
        <translation>Offizielle Wertung</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/__init__.py" line="+14"/>
        <source>Declare</source>
        <translation>Declare</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="-17"/>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/__init__.py" line="+13"/>
        <source>Frontier</source>
        <translation>Frontier</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="-18"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/__init__.py" line="+1"/>
        <source>A quick lowest-hand game with a joker rank, for 2 to 20 players.</source>
        <translation>Ein schnelles Spiel, in dem die niedrigste Hand gewinnt, mit einem Joker-Rang, für 2 bis 20 Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+1"/>
        <source>Partnership tricks with public melds, Meld Dares and a Hand Pot, for four players.</source>
        <translation>Stichspiel in Partnerschaften mit offenen Meldungen, Meldewetten und einem Runden-Pot, für vier Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/__init__.py" line="+1"/>
        <source>Commit cards face down, bet on their strength, reveal: five rounds, 2 to 8 players.</source>
        <translation>Karten verdeckt legen, auf ihre Stärke setzen, aufdecken: fünf Runden, 2 bis 8 Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+1"/>
        <source>The French trick-taking game for two teams: with trump, no trump or coinche.</source>
        <translation>Das französische Stichspiel für zwei Teams: mit Trumpf, ohne Trumpf oder Coinche.</translation>
    </message>
    <message>
        <location filename="../gui/text.py" line="+4"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{file} is too large to be a preset.</source>
        <translation>{file} ist zu groß für eine Vorlage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read: {error}.</source>
        <translation>{file} kann nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a valid preset file (not JSON).</source>
        <translation>{file} ist keine gültige Vorlagendatei (kein JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a preset file.</source>
        <translation>{file} ist keine Vorlagendatei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a preset for {game}, not for {this_game}.</source>
        <translation>{file} ist eine Vorlage für {game}, nicht für {this_game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has no name or no options.</source>
        <translation>{file} hat keinen Namen oder keine Optionen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has options this game cannot use: {problem}</source>
        <translation>{file} enthält Optionen, die dieses Spiel nicht nutzen kann: {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{players} players with {hand_size} cards each need at least {decks_needed} decks.</source>
        <translation>{players} Spieler mit je {hand_size} Karten brauchen mindestens {decks_needed} Blätter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{option} must be between {min} and {max}.</source>
        <translation>{option} muss zwischen {min} und {max} liegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be one of {choices}.</source>
        <translation>{option} muss einer der Werte {choices} sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a whole number.</source>
        <translation>{option} muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be yes or no.</source>
        <translation>{option} muss Ja oder Nein sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown options: {options}.</source>
        <translation>Unbekannte Optionen: {options}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a multiple of {step}.</source>
        <translation>{option} muss ein Vielfaches von {step} sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The minimum bet ({min_bet}) cannot be above the starting cash ({starting_cash}).</source>
        <translation>Der Mindesteinsatz ({min_bet}) darf nicht über dem Startgeld ({starting_cash}) liegen.</translation>
    </message>
</context>
<context>
    <name>TutorialGuide</name>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="-132"/>
        <source>You are the dealer. Before seeing your hand, pick one of the two face-up cards: its rank becomes the joker for this round, and every card of that rank is worth 0. Double-click the 7♥: a 7 is worth 7, an Ace only 1, so a joker 7 saves more.</source>
        <translation>Sie sind der Geber. Bevor Sie Ihre Hand sehen, wählen Sie eine der beiden offenen Karten: ihr Rang wird in dieser Runde zum Joker, und jede Karte dieses Rangs zählt 0. Doppelklicken Sie auf die 7♥: eine 7 zählt 7, ein Ass nur 1, ein Joker 7 spart also mehr.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pick the 7♥: making the 7s worth 0 saves more than the Ace, already worth only 1.</source>
        <translation>Nehmen Sie die 7♥: die 7en auf 0 zu setzen spart mehr als das Ass, das ohnehin nur 1 zählt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Lowest hand wins: Ace 1, 2-10 face value, J Q K 10, jokers 0. Throw a rank: drag your highest card onto the newest pile (or double-click it). Every card of that rank goes with it, so a pair goes out in one throw.</source>
        <translation>Sie sind dran. Die niedrigste Hand gewinnt: Ass 1, 2–10 nach Augen, B D K 10, Joker 0. Werfen Sie einen Rang ab: Ziehen Sie Ihre höchste Karte auf den neuesten Stapel (oder doppelklicken Sie darauf). Alle Karten dieses Rangs gehen mit, ein Paar also in einem Wurf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Throw your King: it is your highest card, worth 10.</source>
        <translation>Werfen Sie Ihren König ab: er ist Ihre höchste Karte und zählt 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now take exactly one card: the top of the draw pile, or any one card from the pile the previous player threw. Drag it onto your hand. Take low cards and jokers; leave the high ones.</source>
        <translation>Nehmen Sie jetzt genau eine Karte: die oberste des Nachziehstapels oder eine beliebige Karte vom Stapel, den der vorige Spieler abgeworfen hat. Ziehen Sie sie auf Ihre Hand. Nehmen Sie niedrige Karten und Joker; lassen Sie die hohen liegen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the J♠, worth 10: take the top of the draw pile instead.</source>
        <translation>Lassen Sie den B♠ liegen, er zählt 10: nehmen Sie stattdessen die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declaring is locked until everyone has played one full turn this round: the Declare button stays grey until then. Throw your highest card again, the 10.</source>
        <translation>Ansagen ist gesperrt, bis jeder in dieser Runde einen vollen Zug gespielt hat: die Schaltfläche Ansagen bleibt bis dahin grau. Werfen Sie wieder Ihre höchste Karte ab, die 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 10: it is your highest card now.</source>
        <translation>Werfen Sie die 10 ab: sie ist jetzt Ihre höchste Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the Q♣, worth 10: leave it and take the top of the draw pile.</source>
        <translation>Der Stapel bietet die D♣, sie zählt 10: lassen Sie sie liegen und nehmen Sie die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the Q♣, worth 10: take from the draw pile.</source>
        <translation>Lassen Sie die D♣ liegen, sie zählt 10: ziehen Sie vom Nachziehstapel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew the Q♠: throw it, it is worth 10.</source>
        <translation>Sie haben die D♠ gezogen: werfen Sie sie ab, sie zählt 10.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw the Queen: worth 10, it is your highest card.</source>
        <translation>Werfen Sie die Dame ab: sie zählt 10 und ist Ihre höchste Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the K♣, worth 10 again: take the top of the draw pile.</source>
        <translation>Der Stapel bietet den K♣, wieder 10 wert: nehmen Sie die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the K♣, worth 10: take from the draw pile.</source>
        <translation>Lassen Sie den K♣ liegen, er zählt 10: ziehen Sie vom Nachziehstapel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is 14, above the limit of 10 to declare. Throw the 9, your highest card.</source>
        <translation>Ihre Summe ist 14, über der Grenze von 10 zum Ansagen. Werfen Sie die 9 ab, Ihre höchste Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 9: it brings your total under the limit.</source>
        <translation>Werfen Sie die 9 ab: damit kommt Ihre Summe unter die Grenze.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your two 2s and the Ace make 5. Leave the 8♠ (it would take you to 13): take the top of the draw pile.</source>
        <translation>Ihre zwei 2en und das Ass ergeben 5. Lassen Sie die 8♠ liegen (sie brächte Sie auf 13): nehmen Sie die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leave the 8♠: with it your total would be 13, above the limit to declare.</source>
        <translation>Lassen Sie die 8♠ liegen: mit ihr wäre Ihre Summe 13, über der Grenze zum Ansagen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is %1, under %2: declare now with the Declare button (or D). You score 0 only if your total is strictly the lowest; if anyone ties or beats you, you take everyone&apos;s points. With 6 you are safe: declare.</source>
        <translation>Ihre Summe ist %1, unter %2: sagen Sie jetzt mit der Schaltfläche Ansagen an (oder D). Sie bekommen nur 0, wenn Ihre Summe echt die niedrigste ist; gleicht oder unterbietet Sie jemand, bekommen Sie die Punkte aller. Mit 6 sind Sie sicher: sagen Sie an.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare: a total of 6 is very low, and waiting lets the others get lower.</source>
        <translation>Sagen Sie an: eine Summe von 6 ist sehr niedrig, und Warten lässt die anderen tiefer kommen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round over: every hand is shown with its total. That is Declare! Start a real match from Game &gt; New game.</source>
        <translation>Runde vorbei: Jede Hand wird mit ihrer Summe gezeigt. Das ist Declare! Starten Sie eine echte Partie über Spiel &gt; Neues Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/tutorial.py" line="+32"/>
        <source>Watch the others play: the next step shows here.</source>
        <translation>Sehen Sie den anderen beim Spielen zu: Der nächste Schritt erscheint hier.</translation>
    </message>
</context>
</TS>
