<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Declare</name>
    <message numerus="yes">
        <location filename="../gui/games/declare.py" line="+214"/>
        <source>declaring opens in %n turn(s)</source>
        <translation>
            <numerusform>declaring opens in %n turn</numerusform>
            <numerusform>declaring opens in %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message numerus="yes">
        <location filename="../gui/text.py" line="+52"/>
        <source>Declaring opens after %n more turn(s).</source>
        <translation>
            <numerusform>Declaring opens after %n more turn.</numerusform>
            <numerusform>Declaring opens after %n more turns.</numerusform>
        </translation>
    </message>
</context>
</TS>
