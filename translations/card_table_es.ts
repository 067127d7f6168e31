<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../gui/window/bet_slider.py" line="+26"/>
        <location line="+3"/>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location filename="../gui/window/bid_chooser.py" line="+38"/>
        <source>The auction so far</source>
        <translation>La subasta hasta ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid value</source>
        <translation>Valor de la apuesta</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Bid %1</source>
        <translation>Apostar %1</translation>
    </message>
</context>
<context>
    <name>Belote</name>
    <message>
        <location filename="../gui/games/belote/adapter.py" line="+70"/>
        <source>no trump</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take</source>
        <translation>Tomar</translation>
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
        <translation>¡Coinche!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcoinche!</source>
        <translation>¡Surcoinche!</translation>
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
        <translation>Carta vuelta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name another suit</source>
        <translation>Segunda vuelta: elige otro palo</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Last trick: you won</source>
        <translation>Última baza: la ganaste tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last trick: %1 won</source>
        <translation>Última baza: la ganó %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: %2 pts</source>
        <translation>%1: %2 ptos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes %1</source>
        <translation>toma %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you take %1</source>
        <translation>tomas %1</translation>
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
        <translation>Belote, rebelote</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>With trump</source>
        <translation>Con triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract: %1 by you</source>
        <translation>Contrato: %1 tuyo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract: %1 by %2</source>
        <translation>Contrato: %1 de %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High bid: %1 %2 by you</source>
        <translation>Puja más alta: %1 %2 tuya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>High bid: %1 %2 by %3</source>
        <translation>Puja más alta: %1 %2 de %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking, round %1</source>
        <translation>Tomar, vuelta %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in reserve %1</source>
        <translation>en reserva %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one deal</source>
        <translation>una sola mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1</source>
        <translation>partida a %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>You have not announced %1: press Announce (A) first, or play the card again to let it go.</source>
        <translation>No has anunciado %1: pulsa primero Anunciar (A), o vuelve a jugar la carta para renunciar.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Take</source>
        <translation>&amp;Tomar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the contract.</source>
        <translation>Tomar el contrato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %1</source>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take with this suit as trump.</source>
        <translation>Tomar con este palo como triunfo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+109"/>
        <source>&amp;Pass</source>
        <translation>P&amp;asar</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Coinche now to double this bid; else the auction goes on.</source>
        <translation>Haz coinche ahora para doblar esta puja; si no, la subasta sigue.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Coinche!</source>
        <translation>¡&amp;Coinche!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract.</source>
        <translation>Doblar el contrato de los rivales.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No call yet: %1 opens the auction.</source>
        <translation>Aún no hay ninguna declaración: %1 abre la subasta.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>0: the contract failed, the defence scores it all</source>
        <translation>0: el contrato falló, la defensa se lo apunta todo</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+49"/>
        <source>Added to score</source>
        <translation>Sumado al marcador</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>&amp;Surcoinche!</source>
        <translation>¡&amp;Surcoinche!</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Your lead: drag a card to the trick, or double-click it</source>
        <translation>Sales tú: arrastra una carta a la baza o haz doble clic en ella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a card to the trick, or double-click it</source>
        <translation>Te toca: arrastra una carta a la baza o haz doble clic en ella</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Double again: the contract counts four times.</source>
        <translation>Volver a doblar: el contrato cuenta cuatro veces.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Announce %1</source>
        <translation>Anunciar %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announce your declarations before your first card.</source>
        <translation>Anuncia tus declaraciones antes de tu primera carta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say &amp;Belote</source>
        <translation>Decir &amp;Belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the King and Queen of trump: announce them, then play one of them.</source>
        <translation>Tienes el rey y la reina de triunfo: anúncialos y juega uno de ellos.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1&apos;s %2 still stands: Coinche now to double it, or the auction goes on.</source>
        <translation>La puja %2 de %1 sigue en pie: haz coinche ahora para doblarla, o la subasta sigue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bid %2: Coinche now to double it, or the auction goes on.</source>
        <translation>%1 ha pujado %2: haz coinche ahora para doblarla, o la subasta sigue.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No call yet: you open the auction.</source>
        <translation>Aún no hay ninguna declaración: usted abre la subasta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;No coinche</source>
        <translation>&amp;Sin coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No surcoinche</source>
        <translation>&amp;Sin surcoinche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coinche doubles the opponents&apos; bid (×2); they may surcoinche (×4).</source>
        <translation>El coinche dobla la puja rival (×2); pueden hacer surcoinche (×4).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Bid to win all eight tricks.</source>
        <translation>Pujar por ganar las ocho bazas.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made the contract (%2).</source>
        <translation>%1 cumplieron el contrato (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 failed the contract (%2).</source>
        <translation>%1 no cumplieron el contrato (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tied (%2): litige, the points wait in reserve.</source>
        <translation>%1 empataron (%2): litige, los puntos quedan en reserva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: </source>
        <translation>Mano %1: </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capot by %1!</source>
        <translation>¡Capot de %1!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(%1 wait in the reserve)</source>
        <translation>(%1 quedan en reserva)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+54"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+48"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>How it adds up</source>
        <translation>Cómo se suma</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 belote</source>
        <translation>%1 de belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in declarations</source>
        <translation>%1 en declaraciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 contract</source>
        <translation>%1 de contrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 por todas las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the capot</source>
        <translation>%1 por el capote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the reserve</source>
        <translation>%1 de la reserva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in cards (%2 rounded)</source>
        <translation>%1 en cartas (%2 redondeado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in cards</source>
        <translation>%1 en cartas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%2 for all the cards + %3 contract) ×%4</source>
        <translation>(%2 por todas las cartas + %3 de contrato) ×%4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone passed: deal %1 is thrown in.</source>
        <translation>Todos han pasado: la mano %1 se anula.</translation>
    </message>
</context>
<context>
    <name>BeloteTutorial</name>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="+43"/>
        <source>You are South; your partner is North, opposite. The turned card is the 9♥. In trump the order is J, 9, A, 10, K, Q, 8, 7: the Jack (20 points) and the Nine (14) are the best. With the 9♥ you would hold J, 9, K and Q of hearts: press Take to make hearts trump.</source>
        <translation>Eres Sur; tu compañero es Norte, enfrente. La carta vuelta es el 9♥. En el triunfo el orden es J, 9, A, 10, K, Q, 8, 7: la jota (20 puntos) y el nueve (14) son las mejores. Con el 9♥ tendrías J, 9, K y Q de corazones: pulsa Tomar para que corazones sea triunfo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take this one: the Jack and the Nine, the two best trumps, with King and Queen make a hand that wins the contract.</source>
        <translation>Toma esta: la jota y el nueve, los dos mejores triunfos, con el rey y la reina hacen una mano que gana el contrato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took: hearts are trump and the last cards are dealt. Before your first card, announce your declarations: J-Q-K of hearts and Q-K-A of spades are two tierces (three cards in a row, 20 points each). Press Announce.</source>
        <translation>Has tomado: corazones es triunfo y se reparten las últimas cartas. Antes de tu primera carta, anuncia tus declaraciones: J-Q-K de corazones y Q-K-A de picas son dos terceras (tres cartas seguidas, 20 puntos cada una). Pulsa Anunciar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Announce first: a card played before announcing gives your declarations up.</source>
        <translation>Anuncia primero: una carta jugada antes de anunciar hace perder tus declaraciones.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead the first trick. Lead the J♥, the highest trump: nobody can beat it. Everyone must play a trump on a trump, a higher one if they can (over-trumping), so it draws out the opponents&apos; trumps.</source>
        <translation>Sales en la primera baza. Sal con la J♥, el triunfo más alto: nadie puede superarla. Sobre un triunfo todos deben jugar triunfo, uno más alto si pueden (montar): así sacas los triunfos de los rivales.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead the J♥: the highest trump cannot lose, and it draws out the opponents&apos; trumps.</source>
        <translation>Sal con la J♥: el triunfo más alto no puede perder y saca los triunfos de los rivales.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>East announced a tierce too, but yours are higher: your team scores the declarations. With the Jack gone, the 9♥ is the best trump left: lead it.</source>
        <translation>Este también anunció una tercera, pero las tuyas son más altas: tu equipo se anota las declaraciones. Sin la jota, el 9♥ es el mejor triunfo que queda: sal con él.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: with the Jack gone, the Nine is the master trump and wins the trick.</source>
        <translation>Sal con el 9♥: sin la jota, el nueve es el triunfo señor y gana la baza.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the King and Queen of trump: the belote, 20 points your team keeps whatever happens. Press Say Belote before playing the first of them.</source>
        <translation>Tienes el rey y la reina de triunfo: la belote, 20 puntos que tu equipo guarda pase lo que pase. Pulsa Decir Belote antes de jugar la primera de ellas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say Belote first: the King or Queen of trump played without it gives the 20 points up.</source>
        <translation>Di Belote primero: el rey o la reina de triunfo jugados sin decirlo pierden los 20 puntos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Belote! Now play the K♥: the opponents have no trump left, so it wins. Rebelote is said by itself when you play the Queen.</source>
        <translation>¡Belote! Ahora juega el K♥: los rivales no tienen triunfos, así que gana. Rebelote se dice solo cuando juegues la reina.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After Belote your card must be the King or the Queen of trump: play the K♥.</source>
        <translation>Tras Belote tu carta debe ser el rey o la reina de triunfo: juega el K♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your spades and last trump will take the lead back whenever you need it. Give up your only loser now: lead the 7♦.</source>
        <translation>Tus picas y tu último triunfo recuperarán la mano cuando haga falta. Suelta ahora tu única carta perdedora: sal con el 7♦.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 7♦: lose your one losing card now, while your masters can still win the lead back.</source>
        <translation>Sal con el 7♦: pierde ahora tu única carta perdedora, mientras tus cartas señoras aún pueden recuperar la mano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>West won and leads the 10♠. You hold spades, so you must follow suit: no trumping, no discarding. In a plain suit the order is A, 10, K, Q, J, 9, 8, 7: play the A♠ to beat the 10.</source>
        <translation>Oeste ganó y sale con el 10♠. Tienes picas, así que debes seguir el palo: ni fallar ni descartarte. En un palo que no es triunfo el orden es A, 10, K, Q, J, 9, 8, 7: juega el A♠ para ganar al 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow suit with a spade (the rule), and the A♠ is the one that beats the 10.</source>
        <translation>Sigue el palo con una pica (es la regla), y el A♠ es la que gana al 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With the Ace and the 10 gone, the K♠ is the master spade: lead it.</source>
        <translation>Sin el as y el 10, el K♠ es la pica señora: sal con él.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♠: with the Ace and the 10 gone, it is a sure trick.</source>
        <translation>Sal con el K♠: sin el as y el 10, es una baza segura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Q♠ is the last spade in play: lead it, nobody can follow.</source>
        <translation>La Q♠ es la última pica en juego: sal con ella, nadie puede seguir el palo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♠: it is the last spade, another sure trick.</source>
        <translation>Sal con la Q♠: es la última pica, otra baza segura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last trick: play the Q♥ (Rebelote is said for you). The last trick scores 10 more, the dix de der.</source>
        <translation>Última baza: juega la Q♥ (Rebelote se dice por ti). La última baza vale 10 más, el «dix de der».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the Q♥, your last card.</source>
        <translation>Juega la Q♥, tu última carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over. The takers must score more than the defenders, belote and declarations counted: North-South %1, East-West %2, so your contract is made. That is Belote! Start a real game from Game &gt; New game.</source>
        <translation>Mano terminada. Los que toman deben sumar más que los defensores, contando belote y declaraciones: Norte-Sur %1, Este-Oeste %2, así que tu contrato se cumple. ¡Eso es la Belote! Empieza una partida de verdad desde Partida &gt; Nueva partida.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Coinche: all the cards are dealt before the auction. A bid names a value (80 to 160, or Capot) and a trump suit, and the takers must score at least that value. East opens 80♣. You may coinche it, doubling the stakes, but your strength is hearts: press Pass and bid your own contract in your turn.</source>
        <translation>Coinche: todas las cartas se reparten antes de la subasta. Una puja da un valor (de 80 a 160, o Capot) y un palo de triunfo, y los que toman deben sumar al menos ese valor. Este abre con 80♣. Puedes coincharla y doblar la apuesta, pero tu fuerza está en corazones: pulsa Pasar y puja tu propio contrato en tu turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Do not coinche East&apos;s clubs: your strength is hearts. Pass, and bid them in your turn.</source>
        <translation>No coinches los tréboles de Este: tu fuerza está en corazones. Pasa y pújalos en tu turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North passed. Under House rules the opponents may coinche at any moment, so you are offered it again: press Pass once more.</source>
        <translation>Norte pasó. Con las reglas de la casa los rivales pueden coinchar en cualquier momento, así que se te vuelve a ofrecer: pulsa Pasar otra vez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass: your hearts will do better as your own contract.</source>
        <translation>Pasa: tus corazones rinden más como tu propio contrato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Bid over East: the value must be higher, and you choose the suit. With A, 10, K, Q and 9 of hearts, two aces and the belote, press 90 ♥: 90 points with hearts as trump.</source>
        <translation>Te toca. Puja por encima de Este: el valor debe ser mayor y tú eliges el palo. Con A, 10, K, Q y 9 de corazones, dos ases y la belote, pulsa 90 ♥: 90 puntos con corazones de triunfo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid 90 ♥: just over East&apos;s 80, in your strong suit.</source>
        <translation>Puja 90 ♥: justo por encima de los 80 de Este, en tu palo fuerte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West coinched your 90 ♥: the contract now counts double, and if you fail East-West score it. Your hand is sure of 90: press Surcoinche! to double again, four times the contract.</source>
        <translation>Oeste coinchó tu 90 ♥: el contrato cuenta ahora doble, y si fallas se lo anotan Este-Oeste. Tu mano asegura los 90: pulsa ¡Surcoinche! para volver a doblar, cuatro veces el contrato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surcoinche: with this hand 90 is safe, so make it count four times.</source>
        <translation>Surcoincha: con esta mano 90 es seguro, así que haz que cuente cuatro veces.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The contract is 90 ♥ by you, surcoinched. East leads. Before your first card announce your tierce, Q-K-A of hearts: press Announce.</source>
        <translation>El contrato es 90 ♥ tuyo, surcoinchado. Sale Este. Antes de tu primera carta anuncia tu tercera, Q-K-A de corazones: pulsa Anunciar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce first: a card played before announcing gives your tierce up.</source>
        <translation>Anuncia primero: una carta jugada antes de anunciar hace perder tu tercera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a plain suit the 10 beats the Jack and the 9: play the 10♠, ten points in a trick you win.</source>
        <translation>En un palo que no es triunfo el 10 gana a la jota y al 9: juega el 10♠, diez puntos en una baza que ganas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 10♠: it wins the trick and brings 10 points.</source>
        <translation>Juega el 10♠: gana la baza y trae 10 puntos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: cash the A♠, the master spade.</source>
        <translation>Sales tú: cobra el A♠, la pica señora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the A♠: it is a sure trick.</source>
        <translation>Sal con el A♠: es una baza segura.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now draw trumps: lead the 9♥. Only West&apos;s J♥ beats it, and West must spend the Jack on it.</source>
        <translation>Ahora saca los triunfos: sal con el 9♥. Solo la J♥ de Oeste le gana, y Oeste tiene que gastar la jota en él.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: it forces out West&apos;s Jack, the one trump above yours.</source>
        <translation>Sal con el 9♥: hace salir la jota de Oeste, el único triunfo por encima de los tuyos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West won with the J♥ and leads the A♣. You have no club and an opponent is master, so you must trump: play the 10♥.</source>
        <translation>Oeste ganó con la J♥ y sale con el A♣. No tienes tréboles y un rival va ganando, así que debes fallar: juega el 10♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trump with the 10♥: you must trump, and keep the King and Queen for the belote.</source>
        <translation>Falla con el 10♥: debes fallar, y guarda el rey y la reina para la belote.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the K♥ and Q♥: press Say Belote before playing the first of them.</source>
        <translation>Tienes el K♥ y la Q♥: pulsa Decir Belote antes de jugar la primera de ellas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say Belote first: 20 points that are never multiplied and never lost.</source>
        <translation>Di Belote primero: 20 puntos que nunca se multiplican ni se pierden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Belote! Lead the Q♥ (Rebelote comes with the King).</source>
        <translation>¡Belote! Sal con la Q♥ (Rebelote llega con el rey).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♥: after Belote the card must be the King or the Queen of trump.</source>
        <translation>Sal con la Q♥: tras Belote la carta debe ser el rey o la reina de triunfo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rebelote: lead the K♥, the master trump now.</source>
        <translation>Rebelote: sal con el K♥, ahora el triunfo señor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♥: with the Jack gone, it is the master trump.</source>
        <translation>Sal con el K♥: sin la jota, es el triunfo señor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the A♥, your last trump.</source>
        <translation>Sal con el A♥, tu último triunfo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the A♥: it draws West&apos;s last trump.</source>
        <translation>Sal con el A♥: saca el último triunfo de Oeste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: the A♦.</source>
        <translation>Última baza: el A♦.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the A♦, your last card.</source>
        <translation>Juega el A♦, tu última carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal over: you made 90 ♥ with %1 points against %2 (cards, belote and declarations counted). Surcoinched, the contract counts four times: (160 + 90) × 4, plus your tierce and belote, %3 points. That is Coinche! Start a real game from Game &gt; New game.</source>
        <translation>Mano terminada: cumpliste 90 ♥ con %1 puntos contra %2 (contando cartas, belote y declaraciones). Surcoinchado, el contrato cuenta cuatro veces: (160 + 90) × 4, más tu tercera y la belote, %3 puntos. ¡Eso es la Coinche! Empieza una partida de verdad desde Partida &gt; Nueva partida.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../gui/table/accessibility.py" line="+23"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>sota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>officer</source>
        <translation>oficial</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>commander</source>
        <translation>comandante</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>voidpilot</source>
        <translation>piloto del Vacío</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>emperor</source>
        <translation>emperador</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+49"/>
        <source>Void</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Borde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Núcleo</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+54"/>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Llama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow (wild)</source>
        <translation>Sombra (comodín)</translation>
    </message>
    <message>
        <location filename="../gui/table/accessibility.py" line="+1"/>
        <source>wild</source>
        <translation>comodín</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your card in the trick</source>
        <translation>Tu carta en la baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned card</source>
        <translation>Carta vuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw pile</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your commitment</source>
        <translation>Tus cartas colocadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your meld</source>
        <translation>Tu combinación</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1&apos;s cards</source>
        <translation>Cartas de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card in the trick</source>
        <translation>Carta de %1 en la baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s meld</source>
        <translation>Combinación de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s commitment</source>
        <translation>Cartas colocadas de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 face down</source>
        <translation>%1 boca abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your hand: %1.</source>
        <translation>Tu mano: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (to play)</source>
        <translation>%1 (jugable)</translation>
    </message>
</context>
<context>
    <name>Declaration</name>
    <message>
        <location filename="../gui/games/declaration/adapter.py" line="+80"/>
        <source>Void</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Borde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Núcleo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>high to low: E P M O 10 … 2
(Emperor, Voidpilot, Commander, Officer)</source>
        <translation>de mayor a menor: E P M O 10 … 2
(Emperador, Piloto del Vacío, Comandante, Oficial)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run of 3</source>
        <translation>Escalera de 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run of 4+</source>
        <translation>Escalera de 4+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triad</source>
        <translation>Trío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quad</source>
        <translation>Póquer</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Your meld</source>
        <translation>Tu combinación</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Last trick: %1</source>
        <translation>Última baza: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>your partner</source>
        <translation>su compañero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>puja %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>hizo %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>meld: %1 (%2 pts)</source>
        <translation>combinación: %1 (%2 ptos)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no meld</source>
        <translation>sin combinación</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand %1   ·   Trump: %2   ·   Target %3</source>
        <translation>Mano %1   ·   Triunfo: %2   ·   Objetivo %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand Pot %1  (Pot Ante %2 + Pot Action %3)</source>
        <translation>Bote de la mano %1  (bote de ante %2 + bote de acción %3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sealed</source>
        <translation>sellado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld Dares: %1</source>
        <translation>Desafíos de combinación: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contracts: %1</source>
        <translation>Contratos: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <translation>Bazas: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hand Pot %1</source>
        <translation>Bote de la mano %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the deal, set your Meld Dare: the other team pays it into the pot if it melds.</source>
        <translation>Antes del reparto, fija tu desafío de combinación: el otro equipo lo paga al bote si muestra una combinación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click cards to pick a meld, then Declare meld — or Pass.</source>
        <translation>Haz clic en cartas para formar una combinación y luego Declarar combinación — o Pasar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No meld in your hand: Pass.</source>
        <translation>No hay combinación en tu mano: pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Tu puja: ¿cuántas bazas harás?</translation>
    </message>
    <message>
        <location line="-272"/>
        <source>Your card: drag it onto the trick, or double-click it.</source>
        <translation>Tu carta: arrástrala a la baza o haz doble clic en ella.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your declared meld&apos;s cards go first: drag one onto the trick, or double-click it.</source>
        <translation>Las cartas de tu combinación declarada van primero: arrastra una a la baza o haz doble clic en ella.</translation>
    </message>
    <message numerus="yes">
        <location line="+192"/>
        <source>%1 %2 pts · %n bag(s) · %4</source>
        <translation>
            <numerusform>%1 %2 ptos · %n saco · %4</numerusform>
            <numerusform>%1 %2 ptos · %n sacos · %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Dare %1</source>
        <translation>Desafío %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set your team&apos;s Meld Dare to %1 (the cap is %2 = 5 × ante). The opponents pay it on their first meld.</source>
        <translation>Fijar el desafío de tu equipo en %1 (el máximo es %2 = 5 × ante). Los rivales lo pagan con su primera combinación.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Declare %1 for %2 meld points; it costs %3 (plus the opponents&apos; dare on your team&apos;s first meld).</source>
        <translation>Declarar %1 por %2 puntos; cuesta %3 (más el desafío rival en la primera combinación de tu equipo).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare %1 (%2 + dare %3 = %4)</source>
        <translation>Declarar %1 (%2 + desafío %3 = %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declare %1 (%2)</source>
        <translation>Declarar %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Click cards in your hand to pick a meld, then declare it.</source>
        <translation>Haz clic en cartas de tu mano para formar una combinación y luego declárala.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare meld</source>
        <translation>Declarar combinación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare no meld this hand.</source>
        <translation>No declarar ninguna combinación en esta mano.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Bid %n trick(s).</source>
        <translation>
            <numerusform>Pujar %n baza.</numerusform>
            <numerusform>Pujar %n bazas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made %2</source>
        <translation>%1 cumplió %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 failed %2</source>
        <translation>%1 falló %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 take the Hand Pot: %2.</source>
        <translation>%1 se llevan el bote de la mano: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Hand Pot is split: %1 each.</source>
        <translation>El bote de la mano se reparte: %1 cada uno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hand Pot (%1) carries over.</source>
        <translation>El bote de la mano (%1) se acumula.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1: %2. %3</source>
        <translation>Mano %1: %2. %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld pts</source>
        <translation>Ptos comb.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bags</source>
        <translation>Sacos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purse</source>
        <translation>Bolsa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tricks score 10 for each one above the book of 6 when the contract is made, and −10 for each one short when it fails; melds count in full, or half on a failed contract.</source>
        <translation>Las bazas cuentan 10 por cada una por encima del libro de 6 si se cumple el contrato, y −10 por cada una que falte si se falla; las combinaciones cuentan enteras, o la mitad en un contrato fallido.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: tricks %2, melds %3, bags −%4 = %5.</source>
        <translation>%1: bazas %2, combinaciones %3, sacos −%4 = %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: tricks %2, melds %3 = %5.</source>
        <translation>%1: bazas %2, combinaciones %3 = %5.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand Pot: Pot Ante %1 + Pot Action %2 = %3.</source>
        <translation>Bote de la mano: bote de ante %1 + bote de acción %2 = %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand Pot: %1.</source>
        <translation>Bote de la mano: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: %1 failed and add %2 (equal to the Pot Action).</source>
        <translation>Penalización: %1 fallan y añaden %2 (lo mismo que el bote de acción).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Payout: %1 + penalty %2 = %3 to %4.</source>
        <translation>Pago: %1 + penalización %2 = %3 para %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout: %3 to %4.</source>
        <translation>Pago: %3 para %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Split: %1 = %2 each, %3 left in Pot Ante.</source>
        <translation>Reparto: %1 = %2 cada uno, %3 quedan en el bote de ante.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No payout: %1 carries over (Pot Ante %2 with the penalties + Pot Action %3).</source>
        <translation>Sin pago: %1 se acumula (bote de ante %2 con las penalizaciones + bote de acción %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No payout: %1 carries over (Pot Ante %2 + Pot Action %3).</source>
        <translation>Sin pago: %1 se acumula (bote de ante %2 + bote de acción %3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Purses after the hand: %1 %2, %3 %4.</source>
        <translation>Bolsas tras la mano: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>DeclarationTutorial</name>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+41"/>
        <source>Declaration: you and North, opposite, play against West and East. Everyone has paid the ante into the Hand Pot. Before the deal each team sets a Meld Dare: if the other team shows a meld this hand, it pays your dare into the pot. Press Dare $4 (2 × ante).</source>
        <translation>Declaration: tú y Norte, enfrente, jugáis contra Oeste y Este. Todos han pagado el ante al bote de la mano. Antes del reparto cada equipo fija un desafío de combinación: si el otro equipo declara una combinación en esta mano, paga tu desafío al bote. Pulsa Desafío $4 (2 × ante).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dare $4 (2 × ante): West and East may well meld, and then they pay it into the pot.</source>
        <translation>Desafío de $4 (2 × ante): Oeste y Este bien pueden declarar, y entonces lo pagan al bote.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are dealt and Core (✸) is trump. You may show one meld: your three 9s are a Triad, 30 points for a cost of 3 × ante. Click the three 9s, then press Declare Triad.</source>
        <translation>Las cartas están repartidas y Núcleo (✸) es triunfo. Puedes declarar una combinación: tus tres 9 son un Trío, 30 puntos por un coste de 3 × ante. Haz clic en los tres 9 y pulsa Declarar Trío.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare the Triad of 9s: 30 points, and your trumps stay free to win tricks.</source>
        <translation>Declara el Trío de 9: 30 puntos, y tus triunfos quedan libres para ganar bazas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone melded: West&apos;s meld made East-West pay your dare. Now bid the tricks you will take: your team&apos;s contract is your bid plus North&apos;s, and only tricks above 6 (the book) score. With five top trumps and three Emperors, press Bid 7.</source>
        <translation>Todos han declarado: la combinación de Oeste hizo pagar tu desafío a Este-Oeste. Ahora puja las bazas que harás: el contrato de tu equipo es tu puja más la de Norte, y solo cuentan las bazas por encima de 6 (el libro). Con cinco triunfos altos y tres Emperadores, pulsa Pujar 7.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bid 7: your trumps and Emperors should take about seven tricks.</source>
        <translation>Puja 7: tus triunfos y Emperadores deberían hacer unas siete bazas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead. Meld cards first: while you hold cards of your declared meld, you must play one of them whenever the rules allow. Lead the 9▲.</source>
        <translation>Sales tú. Primero las cartas de la combinación: mientras tengas cartas de tu combinación declarada, debes jugar una de ellas siempre que las reglas lo permitan. Sal con el 9▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead a 9, your meld cards come first: the 9▲ this time.</source>
        <translation>Sal con un 9, tus cartas de combinación van primero: esta vez el 9▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North won and leads the P▲. You must follow suit with a ▲ card. Your partner is winning the trick: play your 3▲ and keep your Emperor.</source>
        <translation>Norte ganó y sale con el P▲. Debes seguir el palo con una carta ▲. Tu compañero gana la baza: juega tu 3▲ y guarda tu Emperador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 3▲: North already wins this trick, so save your Emperor.</source>
        <translation>Juega el 3▲: Norte ya gana esta baza, así que guarda tu Emperador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North leads the M▲. Your last ▲ card is the Emperor: following suit comes first, so play it.</source>
        <translation>Norte sale con el M▲. Tu última carta ▲ es el Emperador: seguir el palo va primero, así que juégalo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow suit with the E▲, your only ▲ card.</source>
        <translation>Sigue el palo con el E▲, tu única carta ▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: your 9s still come first. Lead the 9◉.</source>
        <translation>Sales tú: tus 9 siguen yendo primero. Sal con el 9◉.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the 9◉: meld cards first while you hold them.</source>
        <translation>Sal con el 9◉: primero las cartas de combinación mientras las tengas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last meld card, the 9⬟, must come now.</source>
        <translation>Tu última carta de combinación, el 9⬟, debe ir ahora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 9⬟: it is your last meld card, and meld cards come first.</source>
        <translation>Juega el 9⬟: es tu última carta de combinación, y esas van primero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your meld is played: now you may lead anything. A trump beats every other suit, so draw the opponents&apos; trumps: lead the E✸, the highest.</source>
        <translation>Tu combinación está jugada: ahora puedes salir con lo que quieras. Un triunfo gana a cualquier otro palo, así que saca los triunfos de los rivales: sal con el E✸, el más alto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E✸: the highest trump cannot lose and draws out theirs.</source>
        <translation>Sal con el E✸: el triunfo más alto no puede perder y saca los suyos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East had to follow with a trump. Go on: lead the P✸.</source>
        <translation>Este tuvo que seguir con un triunfo. Sigue: sal con el P✸.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the P✸, now the highest trump left.</source>
        <translation>Sal con el P✸, ahora el triunfo más alto que queda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>And the M✸: East still follows with trumps.</source>
        <translation>Y el M✸: Este sigue con triunfos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the M✸, again the highest trump left.</source>
        <translation>Sal con el M✸, de nuevo el triunfo más alto que queda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East still has trumps, lower than your 10✸ and O✸. Give up a trick with your 2◉ and keep those two to win East&apos;s trump leads.</source>
        <translation>Este aún tiene triunfos, más bajos que tus 10✸ y O✸. Cede una baza con tu 2◉ y guarda esos dos para ganar las salidas de triunfo de Este.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 2◉: it loses anyway, and your last trumps stay to win later.</source>
        <translation>Sal con el 2◉: pierde de todos modos, y tus últimos triunfos quedan para ganar luego.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped and leads the 9✸. Follow suit with a trump: your 10✸ beats it.</source>
        <translation>Este falló y sale con el 9✸. Sigue con un triunfo: tu 10✸ le gana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 10✸: it is enough to beat the 9✸, and the O✸ stays for later.</source>
        <translation>Juega el 10✸: basta para ganar al 9✸, y el O✸ queda para luego.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E◉, the highest Void card (East may trump it: nothing beats a trump).</source>
        <translation>Sal con el E◉, la carta más alta de Vacío (Este puede fallarla: nada gana a un triunfo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the E◉: your O✸ must wait to win East&apos;s next trump lead.</source>
        <translation>Sal con el E◉: tu O✸ debe esperar para ganar la próxima salida de triunfo de Este.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped it and leads the 8✸: win it with your O✸.</source>
        <translation>Este la falló y sale con el 8✸: gánalo con tu O✸.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit with your O✸.</source>
        <translation>Sigue el palo con tu O✸.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: play your E⬟.</source>
        <translation>Última baza: juega tu E⬟.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the E⬟, your last card.</source>
        <translation>Juega el E⬟, tu última carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement: your team bid 7 and took %1 tricks: 10 for each trick above the book of 6 (%2) plus its melds in full (%3). East-West bid %4 and took %5: they failed, added a penalty to the Hand Pot, and your team won the whole pot, $%6. With %7 points you pass the target and win! Start a real game from Game &gt; New game.</source>
        <translation>Liquidación: tu equipo pujó 7 e hizo %1 bazas: 10 por cada baza por encima del libro de 6 (%2) más sus combinaciones enteras (%3). Este-Oeste pujó %4 e hizo %5: fallaron, añadieron una penalización al bote de la mano y tu equipo se lleva todo el bote, $%6. ¡Con %7 puntos pasas el objetivo y ganas! Empieza una partida de verdad desde Partida &gt; Nueva partida.</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../gui/games/declare/adapter.py" line="+173"/>
        <source>Dealer picks the joker</source>
        <translation>El que reparte elige el comodín</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Joker: %1 = 0</source>
        <translation>Comodín: %1 = 0</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw (%1)</source>
        <translation>Mazo (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dead (%1)</source>
        <translation>Fuera (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pick one</source>
        <translation>Elige una</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Just thrown</source>
        <translation>Recién tiradas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Newest pile</source>
        <translation>Último montón</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) · score %1</source>
        <translation>
            <numerusform>%n carta · puntos %1</numerusform>
            <numerusform>%n cartas · puntos %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) · %1</source>
        <translation>
            <numerusform>%n carta · %1</numerusform>
            <numerusform>%n cartas · %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total %1 · score %2</source>
        <translation>total %1 · puntos %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declared</source>
        <translation>declaró</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>empieza</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your turn: drag a card onto the pile to throw its rank, or double-click it</source>
        <translation>Te toca: arrastra una carta al montón para tirar su valor, o haz doble clic en ella</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take one card: drag it from the pile or the draw to your hand, or double-click it</source>
        <translation>Toma una carta: arrástrala del montón o del mazo a tu mano, o haz doble clic en ella</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>declare under %1</source>
        <translation>declarar por debajo de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your total %1</source>
        <translation>tu total %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>declaring opens in %n go-around(s)</source>
        <translation>
            <numerusform>se podrá declarar en %n vuelta</numerusform>
            <numerusform>se podrá declarar en %n vueltas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>round void in %n turn(s)</source>
        <translation>
            <numerusform>ronda nula en %n turno</numerusform>
            <numerusform>ronda nula en %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>You have just thrown this card: pick one from the pile the previous player threw, or draw.</source>
        <translation>Acabas de tirar esta carta: coge una del montón que tiró el jugador anterior, o roba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw first: you pick a card after your throw.</source>
        <translation>Primero tira: coges una carta después de tirar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Declare</source>
        <translation>&amp;Declarar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the round now: you win it if your total is strictly the lowest.</source>
        <translation>Terminar la ronda ahora: la ganas si tu total es estrictamente el más bajo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody declared in %1 more turns each: the round is void and nobody scores.</source>
        <translation>Nadie declaró en %1 turnos más cada uno: la ronda es nula y nadie puntúa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2: a good declare!</source>
        <translation>%1 declaró con %2: ¡buena declaración!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1: a good declare!</source>
        <translation>Declaraste con %1: ¡buena declaración!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2 and was undercut: a bad declare.</source>
        <translation>%1 declaró con %2 y le ganaron: mala declaración.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1 and were undercut: a bad declare.</source>
        <translation>Declaraste con %1 y te ganaron: mala declaración.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A bad declare: %1 adds every hand&apos;s total, %2 = %3.</source>
        <translation>Mala declaración: %1 suma el total de todas las manos, %2 = %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad declare: you add every hand&apos;s total, %1 = %2.</source>
        <translation>Mala declaración: sumas el total de todas las manos, %1 = %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A good declare: %1 adds 0, everyone else their hand&apos;s total.</source>
        <translation>Buena declaración: %1 suma 0, los demás el total de su mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good declare: you add 0, everyone else their hand&apos;s total.</source>
        <translation>Buena declaración: sumas 0, los demás el total de su mano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to score</source>
        <translation>Sumado al marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
</context>
<context>
    <name>Frontier</name>
    <message>
        <location filename="../gui/games/frontier/adapter.py" line="+73"/>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Llama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Sombra</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of a Rank, %3</source>
        <translation>%1 del mismo número, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair, %3</source>
        <translation>Pareja, %3</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Your commitment: select cards, then Commit</source>
        <translation>Tus cartas colocadas: elige cartas y luego Colocar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your commitment</source>
        <translation>Tus cartas colocadas</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Draw %1</source>
        <translation>Mazo %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 · stake %2</source>
        <translation>%1 · apuesta %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>out of money</source>
        <translation>sin dinero</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <location line="+404"/>
        <source>folded</source>
        <translation>retirado</translation>
    </message>
    <message>
        <location line="-412"/>
        <location line="+4"/>
        <source>wins %1</source>
        <translation>gana %1</translation>
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
        <translation>1 carta colocada</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+7"/>
        <source>%1 cards committed</source>
        <translation>%1 cartas colocadas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bet %1</source>
        <translation>apuesta %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you call %1</source>
        <translation>igualar cuesta %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bet yet</source>
        <translation>aún no hay apuesta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody bet: no money moved</source>
        <translation>Nadie apostó: no se movió dinero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 split by %2</source>
        <translation>Bote de %1 repartido entre %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone else folded: your %1 comes back</source>
        <translation>Todos los demás se retiraron: recuperas tus %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take %1 unseen (everyone else folded)</source>
        <translation>Te llevas %1 sin enseñar (todos los demás se retiraron)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won the %1 pot</source>
        <translation>Ganas el bote de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 won by %2</source>
        <translation>Bote de %1 ganado por %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win with %1</source>
        <translation>Ganas con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner: %1 with %2</source>
        <translation>Ganador: %1 con %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 of %2   ·   capacity %3</source>
        <translation>Ronda %1 de %2   ·   capacidad %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>limit %1</source>
        <translation>límite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>game over</source>
        <translation>partida terminada</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Once per game, before committing: swap your whole hand for fresh cards. It takes your turn: the others act before you again.</source>
        <translation>Una vez por partida, antes de colocar: cambie toda su mano por cartas nuevas. Ocupa su turno: los demás juegan antes que usted de nuevo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Committed (%1)</source>
        <translation>Colocadas (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your cards are committed (the others see only their backs): now bet, call or raise. Fold comes back on your next turn.</source>
        <translation>Tus cartas están colocadas (los demás solo ven el dorso): ahora apuesta, iguala o sube. Retirarse vuelve en tu próximo turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mulligan only before committing.</source>
        <translation>El mulligan, solo antes de colocar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commit (%1)</source>
        <translation>Colocar (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commit the selected cards face down, then stake.</source>
        <translation>Colocar boca abajo las cartas elegidas y luego apostar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the cards to commit (or drag them to the commit spot) first.</source>
        <translation>Primero haz clic en las cartas que vas a colocar (o arrástralas al sitio de colocar).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold and Mulligan grey out.</source>
        <translation>Colocar: las cartas elegidas quedan boca abajo para el enfrentamiento y luego debes apostar, igualar o subir enseguida; Retirarse y Mulligan se desactivan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold greys out.</source>
        <translation>Colocar: las cartas elegidas quedan boca abajo para el enfrentamiento y luego debes apostar, igualar o subir enseguida; Retirarse se desactiva.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Bet %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Call %1</source>
        <translation>Igualar %1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Round %1: everyone else folded; your %3 comes back</source>
        <translation>Ronda %1: todos los demás se retiraron; recuperas tus %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: everyone else folded; %2&apos;s %3 comes back</source>
        <translation>Ronda %1: todos los demás se retiraron; %2 recupera sus %3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Pot won</source>
        <translation>Bote ganado</translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+106"/>
        <location line="+23"/>
        <source>Raise to %1</source>
        <translation>Subir a %1</translation>
    </message>
    <message numerus="yes">
        <location line="-604"/>
        <source>%n-card Pure, %3</source>
        <translation>
            <numerusform>Pura de %n carta, %3</numerusform>
            <numerusform>Pura de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition, %3</source>
        <translation>
            <numerusform>Coalición de %n carta, %3</numerusform>
            <numerusform>Coalición de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Campaign, %3</source>
        <translation>
            <numerusform>Campaña de %n carta, %3</numerusform>
            <numerusform>Campaña de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Pure Skirmish, %3</source>
        <translation>
            <numerusform>Escaramuza pura de %n carta, %3</numerusform>
            <numerusform>Escaramuza pura de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition Skirmish, %3</source>
        <translation>
            <numerusform>Escaramuza de coalición de %n carta, %3</numerusform>
            <numerusform>Escaramuza de coalición de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Divided Skirmish, %3</source>
        <translation>
            <numerusform>Escaramuza dividida de %n carta, %3</numerusform>
            <numerusform>Escaramuza dividida de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Skirmish, %3</source>
        <translation>
            <numerusform>Escaramuza de %n carta, %3</numerusform>
            <numerusform>Escaramuza de %n cartas, %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Selected: %1 — press Commit</source>
        <translation>Selección: %1 — pulsa Colocar</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>opener</source>
        <translation>abridor</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>mulligan used</source>
        <translation>mulligan usado</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Your cards are committed for this round; the others see only their backs.</source>
        <translation>Tus cartas están colocadas en esta ronda; los demás solo ven el dorso.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have just committed: stake now; you may fold on a later turn.</source>
        <translation>Acabas de colocar: apuesta ahora; podrás retirarte en un turno posterior.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No mulligan once your cards are committed.</source>
        <translation>No hay mulligan una vez colocadas tus cartas.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You have used your mulligan: one a game.</source>
        <translation>Ya has usado tu mulligan: uno por partida.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+145"/>
        <location line="+7"/>
        <location line="+11"/>
        <source>min</source>
        <translation>mín</translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+146"/>
        <source>½ pot</source>
        <translation>½ bote</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>pot</source>
        <translation>bote</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+148"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>max</source>
        <translation>máx</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: you win the %5 pot (+%3) with %4</source>
        <translation>Ronda %1: ganas el bote de %5 (+%3) con %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 wins the %5 pot (+%3) with %4</source>
        <translation>Ronda %1: %2 gana el bote de %5 (+%3) con %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 split %3 with %4</source>
        <translation>Ronda %1: %2 se reparten %3 con %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round %1: you take %3 unseen (everyone else folded)</source>
        <translation>Ronda %1: te llevas %3 sin enseñar (todos los demás se retiraron)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 takes %3 unseen (everyone else folded)</source>
        <translation>Ronda %1: %2 se lleva %3 sin enseñar (todos los demás se retiraron)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: nobody bet; no money moved</source>
        <translation>Ronda %1: nadie apostó; no se movió dinero</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+58"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Combinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+53"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+5"/>
        <location line="+46"/>
        <location line="+14"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Final standings: you win the game.</source>
        <translation>Clasificación final: usted gana la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 wins the game.</source>
        <translation>Clasificación final: %1 gana la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 share first place.</source>
        <translation>Clasificación final: %1 comparten el primer puesto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won %1</source>
        <translation>ganó %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last round</source>
        <translation>Última ronda</translation>
    </message>
</context>
<context>
    <name>FrontierTutorial</name>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+29"/>
        <source>Frontier: five rounds, and the most cash at the end wins. Each round you commit cards face down, bet on them, and the strongest set takes the pot. Round 1 has one card each: your 9 Sun is high. Click it (or drag it onto your commitment), then press Commit.</source>
        <translation>Frontier: cinco rondas, y gana quien tenga más dinero al final. En cada ronda colocas cartas boca abajo, apuestas por ellas y la combinación más fuerte se lleva el bote. Ronda 1, una carta cada uno: tu 9 Sol es alto. Haz clic en él (o arrástralo a tus cartas colocadas) y luego pulsa Colocar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit your 9 first: you bet on the cards you commit, and a 9 is a strong single card.</source>
        <translation>Coloca primero tu 9: se apuesta por las cartas colocadas, y un 9 es una carta sola fuerte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now bet on it. There is no check: whoever opens bets at least the minimum. Press Bet $2 (min).</source>
        <translation>Ahora apuesta. No se puede pasar: quien abre apuesta al menos el mínimo. Pulsa Apostar $2 (mín).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $2, the minimum: enough to open the pot and see the reveal.</source>
        <translation>Apuesta $2, el mínimo: basta para abrir el bote y ver la revelación.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the reveal your 9 beat Seat 1&apos;s 3: the pot was yours. Round 2, two cards each: Seat 1 opened with $2 on two cards. Your 3 Sun and 1 Tide are of both colours, a weak Divided skirmish. Press Fold: it costs nothing more and your cards stay hidden.</source>
        <translation>En la revelación tu 9 ganó al 3 del jugador 1: el bote fue tuyo. Ronda 2, dos cartas cada uno: el jugador 1 abrió con $2 sobre dos cartas. Tu 3 Sol y tu 1 Marea son de los dos colores, una Escaramuza dividida débil. Pulsa Retirarse: no cuesta nada más y tus cartas quedan ocultas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fold this one: two cards of both colours make a weak Divided skirmish, and folding now costs nothing.</source>
        <translation>Retírate esta vez: dos cartas de los dos colores hacen una Escaramuza dividida débil, y retirarse ahora no cuesta nada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round 3, and you open. More cards always beat fewer, whatever they are: select all three cards, then press Commit.</source>
        <translation>Ronda 3, abres tú. Más cartas siempre ganan a menos, sean las que sean: selecciona tus tres cartas y pulsa Colocar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all three cards: a 3-card set beats any 2-card set.</source>
        <translation>Coloca las tres cartas: una combinación de 3 cartas gana a cualquiera de 2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red and blue together make a Divided skirmish, worth the sum of its ranks (a 1 counts as your highest rank: 3 + 4 + 4 = 11). That is the weakest class: bet only the minimum, $2.</source>
        <translation>Rojo y azul juntos hacen una Escaramuza dividida, que vale la suma de sus números (un 1 cuenta como tu número más alto: 3 + 4 + 4 = 11). Es la clase más débil: apuesta solo el mínimo, $2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bet the minimum, $2: a Divided skirmish is the weakest class.</source>
        <translation>Apuesta el mínimo, $2: una Escaramuza dividida es la clase más débil.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1&apos;s 7 Moon, 2 Tide and 9 Tide were all blue: a Coalition, worth the product 126, beats a skirmish. The order: more cards first; then of a Rank, Pure (one suit), Coalition (one colour), Campaign (a run), Skirmish. Round 4: Seat 1 bet $2 on four cards. Commit all four of yours.</source>
        <translation>El 7 Luna, el 2 Marea y el 9 Marea del jugador 1 eran todos azules: una Coalición, que vale el producto 126, gana a una escaramuza. El orden: primero el número de cartas; luego del mismo número, Pura (un solo palo), Coalición (un solo color), Campaña (una escalera), Escaramuza. Ronda 4: el jugador 1 apostó $2 sobre cuatro cartas. Coloca tus cuatro cartas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit all four: fewer cards would lose to Seat 1&apos;s four, whatever they are.</source>
        <translation>Coloca las cuatro: menos cartas perderían contra las cuatro del jugador 1, sean las que sean.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 + 3 + 9 + 10 = 32 is a good Divided skirmish for four cards. Raise: press Raise to $4 (min). Seat 1 must now call, raise again or fold.</source>
        <translation>10 + 3 + 9 + 10 = 32 es una buena Escaramuza dividida para cuatro cartas. Sube: pulsa Subir a $4 (mín). El jugador 1 debe ahora igualar, volver a subir o retirarse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise to $4: your 32 is strong enough to make Seat 1 pay more to see it.</source>
        <translation>Sube a $4: tu 32 es lo bastante fuerte para que el jugador 1 pague más por verlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1 called, and your 32 beat its 18 at the reveal. Round 5, the last: five cards each. Select all five and press Commit.</source>
        <translation>El jugador 1 igualó, y tu 32 ganó a su 18 en la revelación. Ronda 5, la última: cinco cartas cada uno. Selecciona las cinco y pulsa Colocar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all five: a 5-card set beats every smaller one.</source>
        <translation>Coloca las cinco: una combinación de 5 cartas gana a todas las más pequeñas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A 5-card set is worth a real bet: press Bet $8, so Seat 1 must risk as much to see your cards.</source>
        <translation>Una combinación de 5 cartas merece una apuesta de verdad: pulsa Apostar $8, y el jugador 1 tendrá que arriesgar lo mismo para ver tus cartas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $8: with all five committed, bet enough to make Seat 1 think twice.</source>
        <translation>Apuesta $8: con las cinco colocadas, apuesta lo bastante para que el jugador 1 se lo piense.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over. Seat 1 folded, so you took the pot unseen: your cards are never shown. You finish with $%1 against $%2, and the most cash wins. That is Frontier! Start a real game from Game &gt; New game.</source>
        <translation>Partida terminada. El jugador 1 se retiró, así que te llevas el bote sin mostrar: tus cartas nunca se enseñan. Terminas con $%1 contra $%2, y gana quien más dinero tiene. ¡Eso es Frontier! Empieza una partida de verdad desde Partida &gt; Nueva partida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The round is over: look at the reveal, then press Next round.</source>
        <translation>La ronda ha terminado: mira la revelación y pulsa Siguiente ronda.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../gui/controller.py" line="+402"/>
        <source>Drag the card, or double-click it, to make its move.</source>
        <translation>Arrastra la carta, o haz doble clic en ella, para hacer su jugada.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Could not keep the hand in the history: %1</source>
        <translation>No se pudo guardar la mano en el historial: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your last move was taken back.</source>
        <translation>Se ha deshecho tu última jugada.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You deal: choose the joker, double-click one of the two face-up cards.</source>
        <translation>Repartes tú: elige el comodín, haz doble clic en una de las dos cartas boca arriba.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Time is up: a move was played for you.</source>
        <translation>Se acabó el tiempo: se ha jugado por ti.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The search of %1 failed (%2). Try again with a fresh search process, or let a Medium bot play this seat.</source>
        <translation>La búsqueda de %1 ha fallado (%2). Inténtelo de nuevo con un proceso de búsqueda nuevo, o deje que un bot Medio juegue este puesto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 did not answer, even after its search process was restarted. Try again, or let a Medium bot play this seat.</source>
        <translation>%1 no ha respondido, ni siquiera tras reiniciar su proceso de búsqueda. Inténtelo de nuevo, o deje que un bot Medio juegue este puesto.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Could not save the game: %1. It is tried again at every move.</source>
        <translation>No se pudo guardar la partida: %1. Se vuelve a intentar en cada jugada.</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../gui/games/declare/words.py" line="+43"/>
        <location filename="../gui/games/frontier/words.py" line="+13"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+16"/>
        <source>Hand %1 · trump %2</source>
        <translation>Mano %1 · triunfo %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+53"/>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turned card %1</source>
        <translation>carta vuelta %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>%1 picked %2: the joker rank is %3</source>
        <translation>%1 eligió %2: el comodín es el %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked %1: the joker rank is %2</source>
        <translation>Elegiste %1: el comodín es el %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 threw %2</source>
        <translation>%1 tiró %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw %1</source>
        <translation>Tiraste %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 drew from the draw pile</source>
        <translation>%1 robó del mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew from the draw pile</source>
        <translation>Robaste del mazo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 picked up %2</source>
        <translation>%1 recogió %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked up %1</source>
        <translation>Recogiste %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 declared with %2</source>
        <translation>%1 declaró con %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared with %1</source>
        <translation>Declaraste con %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody declared in time: the round is void.</source>
        <translation>Nadie declaró a tiempo: la ronda es nula.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round was scored.</source>
        <translation>Se puntuó la ronda.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+8"/>
        <source>%1 set a sealed dare</source>
        <translation>%1 fijó un desafío oculto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a sealed dare</source>
        <translation>Fijaste un desafío oculto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dares: %1</source>
        <translation>Desafíos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards were dealt.</source>
        <translation>Se repartieron las cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed (no meld)</source>
        <translation>%1 pasó (sin combinación)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You passed (no meld)</source>
        <translation>Pasaste (sin combinación)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declared %2: %3</source>
        <translation>%1 declaró %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared %1: %2</source>
        <translation>Declaraste %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+21"/>
        <location filename="../gui/games/declaration/words.py" line="+6"/>
        <source>%1 bid %2</source>
        <translation>%1 pujó %2</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+48"/>
        <source>%1 played %2</source>
        <translation>%1 jugó %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+24"/>
        <source>%1 won the trick (%2 points)</source>
        <translation>%1 ganó la baza (%2 puntos)</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+11"/>
        <source>%1 won the trick</source>
        <translation>%1 ganó la baza</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+3"/>
        <source>The hand was settled.</source>
        <translation>Se liquidó la mano.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+3"/>
        <source>%1 took a mulligan</source>
        <translation>%1 hizo mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a mulligan</source>
        <translation>Hiciste mulligan</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 committed %n card(s)</source>
        <translation>
            <numerusform>%1 colocó %n carta</numerusform>
            <numerusform>%1 colocó %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You committed %n card(s)</source>
        <translation>
            <numerusform>Colocaste %n carta</numerusform>
            <numerusform>Colocaste %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bet $%2</source>
        <translation>%1 apostó $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet $%1</source>
        <translation>Apostaste $%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 raised to $%2</source>
        <translation>%1 subió a $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raised to $%1</source>
        <translation>Subiste a $%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 called $%2</source>
        <translation>%1 igualó $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called $%1</source>
        <translation>Igualaste $%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 had to fold</source>
        <translation>%1 tuvo que retirarse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had to fold</source>
        <translation>Tuviste que retirarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 folded</source>
        <translation>%1 se retiró</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Te retiraste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the pot of $%2 unseen</source>
        <translation>%1 se llevó el bote de $%2 sin enseñar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the pot of $%1 unseen</source>
        <translation>Te llevaste el bote de $%1 sin enseñar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody bet: the round passed.</source>
        <translation>Nadie apostó: la ronda pasó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Showdown: you took the pot of $%1</source>
        <translation>Showdown: te llevaste el bote de $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Showdown: %1 took the pot of $%2</source>
        <translation>Showdown: %1 se llevó el bote de $%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 shared the pot of $%2</source>
        <translation>Showdown: %1 se repartieron el bote de $%2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-40"/>
        <source>%1 did not surcoinche</source>
        <translation>%1 no dijo surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not surcoinche</source>
        <translation>No dijiste surcoinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed</source>
        <translation>%1 pasó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You passed</source>
        <translation>Pasaste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took in %2</source>
        <translation>%1 tomó en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took in %1</source>
        <translation>Tomaste en %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took</source>
        <translation>%1 tomó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took</source>
        <translation>Tomaste</translation>
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
        <translation>Pujaste %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 coinched</source>
        <translation>%1 dijo coinche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You coinched</source>
        <translation>Dijiste coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 surcoinched</source>
        <translation>%1 dijo surcoinche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You surcoinched</source>
        <translation>Dijiste surcoinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone passed: the deal is thrown in.</source>
        <translation>Todos han pasado: la mano se anula.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 announced %2</source>
        <translation>%1 anunció %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You announced %1</source>
        <translation>Anunciaste %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Belote!</source>
        <translation>%1: ¡Belote!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Belote!</source>
        <translation>Tú: ¡Belote!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Rebelote!</source>
        <translation>%1: ¡Rebelote!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Rebelote!</source>
        <translation>Tú: ¡Rebelote!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the trick (%1 points)</source>
        <translation>Ganaste la baza (%1 puntos)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No declarations count: they are equal.</source>
        <translation>No cuenta ninguna declaración: son iguales.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s declarations count (%2 points): their cards are shown.</source>
        <translation>Cuentan las declaraciones de %1 (%2 puntos): sus cartas se muestran.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was scored.</source>
        <translation>Se puntuó la mano.</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="-10"/>
        <source>You played %1</source>
        <translation>Jugaste %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You won the trick</source>
        <translation>Ganaste la baza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Last trick or turn</source>
        <translation>Última baza o turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand log</source>
        <translation>Registro de la mano</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Last trick, won by %1:</source>
        <translation>Última baza, ganada por %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, won by you:</source>
        <translation>Última baza, ganada por ti:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last turns:</source>
        <translation>Últimos turnos:</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../gui/hint_reasons.py" line="+14"/>
        <source>it is the only move the rules allow</source>
        <translation>es la única jugada que permiten las reglas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card of its suit still out beats it</source>
        <translation>ninguna carta de su palo que queda la supera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is the lowest card that beats every card played so far</source>
        <translation>es la carta más baja que supera a todas las jugadas hasta ahora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it beats every card played so far</source>
        <translation>supera a todas las cartas jugadas hasta ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: give points</source>
        <translation>tu compañero va ganando: dale puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: keep your good cards</source>
        <translation>tu compañero va ganando: guarda tus cartas buenas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing wins this trick: keep your good cards</source>
        <translation>nada gana esta baza: guarda tus cartas buenas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it lets this trick go: winning it would cost more later</source>
        <translation>deja pasar esta baza: ganarla costaría más después</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it came out best over the deals the bot imagined</source>
        <translation>fue la mejor en los repartos que imaginó el bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>announcing it scores for your side</source>
        <translation>anunciarlo da puntos a tu equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this round is over: go on</source>
        <translation>esta ronda ha terminado: sigue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is strong enough in %1 to take</source>
        <translation>tu mano es lo bastante fuerte en %1 para tomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your sure tricks are enough to take in No trump</source>
        <translation>tus bazas seguras bastan para tomar sin triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand supports about %1 in %2</source>
        <translation>tu mano vale unos %1 en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their contract looks beatable: your trumps and aces defend</source>
        <translation>su contrato parece batible: tus triunfos y ases defienden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your hand is well above their contract</source>
        <translation>tu mano está muy por encima de su contrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak for more</source>
        <translation>tu mano es demasiado débil para más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak to take</source>
        <translation>tu mano es demasiado débil para tomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the highest dare only makes their melds dearer</source>
        <translation>el desafío más alto solo encarece sus combinaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the meld&apos;s points are worth its price</source>
        <translation>los puntos de la combinación valen su precio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no meld here is worth its price</source>
        <translation>ninguna combinación vale aquí su precio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand should take about %1 tricks</source>
        <translation>tu mano debería ganar unas %1 bazas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fresh hand should be better than this one</source>
        <translation>una mano nueva debería ser mejor que esta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody else is left in</source>
        <translation>no queda nadie más en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this set beats about %1% of what they can hold</source>
        <translation>esta combinación supera cerca del %1 % de lo que pueden tener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1% to win the showdown: not worth the price</source>
        <translation>cerca del %1 % de ganar el showdown: no vale el precio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>almost no chance to win the showdown: fold</source>
        <translation>casi ninguna posibilidad de ganar el showdown: retírate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these cards are worth keeping: next round adds a card to them</source>
        <translation>vale la pena guardar estas cartas: la siguiente ronda les añade una carta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% to win the showdown: the pot pays the price</source>
        <translation>cerca del %1 % de ganar el showdown: el bote paga el precio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the lower card becomes the joker, the higher is left to the next player</source>
        <translation>la carta más baja es el comodín y la más alta queda para el siguiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% that your total is the lowest</source>
        <translation>cerca del %1 % de que tu total sea el más bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it throws your highest card</source>
        <translation>descarta tu carta más alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps the hand that gets lowest over your next turns</source>
        <translation>guarda la mano que más baja en tus próximos turnos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card on offer lowers your total: draw</source>
        <translation>ninguna carta ofrecida baja tu total: roba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card lowers your total the most over your next turns</source>
        <translation>esta carta es la que más baja tu total en tus próximos turnos</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/moves.py" line="+63"/>
        <source>%1 plays</source>
        <translation>%1 juega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play</source>
        <translation>Juegas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %2</source>
        <translation>Juegas %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play</source>
        <translation>jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play %2</source>
        <translation>jugar %2</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+7"/>
        <source>%1 throws</source>
        <translation>%1 tira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2</source>
        <translation>%1 tira %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw</source>
        <translation>Tiras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw %2</source>
        <translation>Tiras %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw</source>
        <translation>tirar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw %2</source>
        <translation>tirar %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+1"/>
        <source>%1 draws from the draw pile</source>
        <translation>%1 roba del mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You draw from the draw pile</source>
        <translation>Robas del mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>draw from the draw pile</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+3"/>
        <location line="+1"/>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pass</source>
        <translation>Pasas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids</source>
        <translation>%1 puja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2</source>
        <translation>%1 puja %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid</source>
        <translation>Pujas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %2</source>
        <translation>Pujas %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>pujar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid %2</source>
        <translation>pujar %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+10"/>
        <source>%1 sets a dare</source>
        <translation>%1 fija un desafío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sets a dare of %2</source>
        <translation>%1 fija un desafío de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare</source>
        <translation>Fijas un desafío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare of %2</source>
        <translation>Fijas un desafío de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare</source>
        <translation>fijar un desafío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare of %2</source>
        <translation>fijar un desafío de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declares a meld</source>
        <translation>%1 declara una combinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declares the meld %2</source>
        <translation>%1 declara la combinación %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare a meld</source>
        <translation>Declaras una combinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare the meld %2</source>
        <translation>Declaras la combinación %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare a meld</source>
        <translation>declarar una combinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare the meld %2</source>
        <translation>declarar la combinación %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+39"/>
        <location filename="../gui/games/declare/words.py" line="-29"/>
        <source>%1 declares</source>
        <translation>%1 declara</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>%1 declares %2</source>
        <translation>%1 declara %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>declare</source>
        <translation>declarar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>declare %2</source>
        <translation>declarar %2</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 picks the joker</source>
        <translation>%1 elige el comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pick the joker</source>
        <translation>Eliges el comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pick the joker</source>
        <translation>elegir el comodín</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-29"/>
        <location line="+1"/>
        <source>%1 goes on to the next round</source>
        <translation>%1 pasa a la siguiente ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You go on to the next round</source>
        <translation>Pasas a la siguiente ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>go on to the next round</source>
        <translation>pasar a la siguiente ronda</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 ends the match</source>
        <translation>%1 termina la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You end the match</source>
        <translation>Terminas la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>end the match</source>
        <translation>terminar la partida</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+9"/>
        <source>%1 commits</source>
        <translation>%1 coloca cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 commits %2</source>
        <translation>%1 coloca %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit</source>
        <translation>Colocas cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit %2</source>
        <translation>Colocas %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit</source>
        <translation>colocar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit %2</source>
        <translation>colocar %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bets</source>
        <translation>%1 apuesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bets %2</source>
        <translation>%1 apuesta %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet %2</source>
        <translation>Apuestas %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet</source>
        <translation>apostar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet %2</source>
        <translation>apostar %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 raises</source>
        <translation>%1 sube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2</source>
        <translation>%1 sube a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise</source>
        <translation>Subes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %2</source>
        <translation>Subes a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise</source>
        <translation>subir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise to %2</source>
        <translation>subir a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 calls</source>
        <translation>%1 iguala</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You call</source>
        <translation>Igualas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>call</source>
        <translation>igualar</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 folds</source>
        <translation>%1 se retira</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You fold</source>
        <translation>Te retiras</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 takes a mulligan</source>
        <translation>%1 hace un mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You take a mulligan</source>
        <translation>Haces un mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>take a mulligan</source>
        <translation>hacer un mulligan</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-37"/>
        <source>%1 takes</source>
        <translation>%1 toma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes in %2</source>
        <translation>%1 toma en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Tomas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take in %2</source>
        <translation>Tomas en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take</source>
        <translation>tomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take in %2</source>
        <translation>tomar en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids capot</source>
        <translation>%1 puja capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids capot in %2</source>
        <translation>%1 puja capot en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot</source>
        <translation>Pujas capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot in %2</source>
        <translation>Pujas capot en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot</source>
        <translation>pujar capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot in %2</source>
        <translation>pujar capot en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 coinches</source>
        <translation>%1 dice coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You coinche</source>
        <translation>Dices coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>coinche</source>
        <translation>decir coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 surcoinches</source>
        <translation>%1 dice surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You surcoinche</source>
        <translation>Dices surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>surcoinche</source>
        <translation>decir surcoinche</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../gui/games/declare/words.py" line="-19"/>
        <source>You declare</source>
        <translation>Declaras</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>You declare %2</source>
        <translation>Declaras %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>%1 lets the bid stand</source>
        <translation>%1 deja la puja</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You let the bid stand</source>
        <translation>Dejas la puja</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>let the bid stand</source>
        <translation>dejar la puja</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 does not surcoinche</source>
        <translation>%1 no dice surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You do not surcoinche</source>
        <translation>No dices surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>do not surcoinche</source>
        <translation>no decir surcoinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 says belote</source>
        <translation>%1 dice belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You say belote</source>
        <translation>Dices belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>say belote</source>
        <translation>decir belote</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+29"/>
        <source>%1 picks up</source>
        <translation>%1 recoge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 picks up %2</source>
        <translation>%1 recoge %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up</source>
        <translation>Recoges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up %2</source>
        <translation>Recoges %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up</source>
        <translation>recoger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up %2</source>
        <translation>recoger %2</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+25"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 wins the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The round is scored.</source>
        <translation>La ronda está puntuada.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+25"/>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Todos han pasado: se vuelven a repartir las cartas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the contract.</source>
        <translation>%1 tiene el contrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the contract.</source>
        <translation>Tienes el contrato.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+30"/>
        <source>Showdown: %1 wins the pot.</source>
        <translation>Showdown: %1 gana el bote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown: you win the pot.</source>
        <translation>Showdown: ganas el bote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 share the pot.</source>
        <translation>Showdown: %1 se reparten el bote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the pot.</source>
        <translation>%1 se lleva el bote.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take the pot.</source>
        <translation>Te llevas el bote.</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+20"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+69"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-128"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="-86"/>
        <source>Void</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Borde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Núcleo</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="-180"/>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Llama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Sombra</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+12"/>
        <source>Unfinished (%1 moves)</source>
        <translation>Sin terminar (%1 jugadas)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The deal.</source>
        <translation>El reparto.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Final scores: %1. Winner: %2.</source>
        <translation>Puntuación final: %1. Ganador: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location line="+145"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every hand you finish is kept here.</source>
        <translation>Aún no hay partidas: cada mano que termines se guarda aquí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This game cannot be replayed: %1 It stays in your history as it is.</source>
        <translation>Esta partida no se puede reproducir: %1 Sigue en tu historial tal como está.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 was not imported: %2 Nothing was added to your history.</source>
        <translation>%1 no se importó: %2 No se añadió nada a tu historial.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be exported: %1 Nothing was written.</source>
        <translation>No se pudo exportar la partida: %1 No se escribió nada.</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+14"/>
        <source>Import a game</source>
        <translation>Importar una partida</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Registros de manos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+17"/>
        <source>Export a game</source>
        <translation>Exportar una partida</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hand records (*.json)</source>
        <translation>Registros de manos (*.json)</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../gui/dialogs/keyboard.py" line="+63"/>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or previous control</source>
        <translation>Ir al control siguiente o anterior</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Buttons</source>
        <translation>Botones</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every action can be done from the keyboard. Tab moves between the table, the buttons and the score sheet; on the table the arrow keys choose a card.</source>
        <translation>Todo se puede hacer con el teclado. Tab pasa de la mesa a los botones y a la hoja de puntuación; en la mesa, las flechas eligen una carta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
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
        <translation>Card Table ya está abierto en este ordenador, con la misma partida guardada y las mismas estadísticas. Dos ventanas sobrescribirían la partida la una de la otra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show the open window</source>
        <translation>Mostrar la ventana abierta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+25"/>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Table is open in another window on the same files: this one saves nothing (no autosave, history, statistics or settings).</source>
        <translation>Card Table está abierto en otra ventana con los mismos archivos: esta no guarda nada (ni guardado automático, ni historial, ni estadísticas, ni ajustes).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Fair-deal fingerprint: a commitment to this deal, made before anyone played. After the hand, Game → Reveal and check the deal shows that the cards matched.</source>
        <translation>Huella de reparto justo: un compromiso con este reparto, hecho antes de que nadie jugara. Tras la mano, Partida → Revelar y comprobar el reparto muestra que las cartas coincidían.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game #%1</source>
        <translation>Partida n.º %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s number: every deal of the game is dealt from it. Quote it when you report a problem.</source>
        <translation>El número de esta partida: cada reparto de la partida sale de él. Indícalo si informas de un problema.</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-971"/>
        <location line="+400"/>
        <source>Pick a game and press New game.</source>
        <translation>Elige un juego y pulsa Nueva partida.</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="-73"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Its table is not ready yet; play it headless with python -m engine play.</source>
        <translation>Su mesa aún no está lista; juégalo sin interfaz con python -m engine play.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/window/menus.py" line="+24"/>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ules</source>
        <translation>Re&amp;glas</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="+184"/>
        <source>Declare &amp;tutorial</source>
        <translation>&amp;Tutorial de Declare</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="+1"/>
        <location filename="../gui/window/menus.py" line="+14"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../gui/window/score_sheet.py" line="+49"/>
        <location filename="../gui/window/table_page.py" line="+119"/>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../gui/window/table_page.py" line="-62"/>
        <source>Back to games</source>
        <translation>Volver a los juegos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show or hide the score sheet and the hand log (F9)</source>
        <translation>Mostrar u ocultar la hoja de puntuación y el registro de la mano (F9)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Scores and &amp;log</source>
        <translation>Puntos y &amp;registro</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tutorial hint</source>
        <translation>Consejo del tutorial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Side drawer</source>
        <translation>Panel lateral</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand log</source>
        <translation>Registro de la mano</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-17"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal and &amp;check the deal…</source>
        <translation>Revelar y compro&amp;bar el reparto…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Deshacer tu última jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Teclado…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-176"/>
        <location line="+291"/>
        <source>Saved game</source>
        <translation>Partida guardada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no game to resume.</source>
        <translation>No hay ninguna partida que continuar.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+15"/>
        <source>Resumed.</source>
        <translation>Partida reanudada.</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start a new game?</source>
        <translation>Solo se guarda una partida: tu partida de %1 en curso se perderá. ¿Abandonarla y empezar una nueva?</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start the tutorial?</source>
        <translation>Solo se guarda una partida: tu partida de %1 en curso se perderá. ¿Abandonarla y empezar el tutorial?</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>This round is over: press %1.</source>
        <translation>Esta ronda ha terminado: pulse %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location filename="../gui/window/fair_deal.py" line="+22"/>
        <source>There is no game.</source>
        <translation>No hay ninguna partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was saved before fair-deal proofs were kept: it has none.</source>
        <translation>Esta partida se guardó antes de que se conservaran las pruebas de reparto justo: no tiene ninguna.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal in play is revealed once its hand is over. Its fingerprint is %1.</source>
        <translation>El reparto en juego se revela cuando termina su mano. Su huella es %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal %1: fingerprint %2, secret %3: it matches.</source>
        <translation>Reparto %1: huella %2, secreto %3: coincide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: fingerprint %2, secret %3: it does NOT match.</source>
        <translation>Reparto %1: huella %2, secreto %3: NO coincide.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every finished deal was dealt exactly as its fingerprint promised.</source>
        <translation>Cada reparto terminado se hizo exactamente como prometía su huella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The check failed: %1</source>
        <translation>La comprobación falló: %1</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="+13"/>
        <source>Fair deal</source>
        <translation>Reparto justo</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+27"/>
        <source>Deal fingerprint %1</source>
        <translation>Huella del reparto %1</translation>
    </message>
    <message>
        <location filename="../gui/window/final_screen.py" line="+84"/>
        <source>Winning team: %1 (%2)</source>
        <translation>Equipo ganador: %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joint winners: %1</source>
        <translation>Ganadores empatados: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>Ganador: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your team wins!</source>
        <translation>¡Tu equipo gana!</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your team lost this game.</source>
        <translation>Tu equipo perdió esta partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You lost this game.</source>
        <translation>Perdiste esta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team finished %1 of %2.</source>
        <translation>Tu equipo terminó %1.º de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished %1 of %2.</source>
        <translation>Terminaste %1.º de %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to games</source>
        <translation>&amp;Volver a los juegos</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: game over</source>
        <translation>%1: partida terminada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../gui/text.py" line="+280"/>
        <source>N–S</source>
        <translation>N–S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E–W</source>
        <translation>E–O</translation>
    </message>
    <message>
        <location filename="../gui/window/score_sheet.py" line="-19"/>
        <source>Team %1</source>
        <translation>Equipo %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No scores yet: each round&apos;s appear here as it ends.</source>
        <translation>Aún no hay puntos: los de cada ronda aparecen aquí al terminar.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2: %3</source>
        <translation>%1, ronda %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, total: %2</source>
        <translation>%1, total: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Totals: %1</source>
        <translation>Totales: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No round has been scored yet.</source>
        <translation>Aún no se ha puntuado ninguna ronda.</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-21"/>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tatistics…</source>
        <translation>Esta&amp;dísticas…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Informar de un problema…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-601"/>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What would the Hard bot do in your place? (It is only shown, never played.)</source>
        <translation>¿Qué haría el bot Difícil en tu lugar? (Solo se muestra, nunca se juega.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the last trick at full size</source>
        <translation>Mostrar la última baza en grande</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Could not save settings: %1 They apply until you quit.</source>
        <translation>No se pudieron guardar los ajustes: %1 Se aplican hasta que salgas.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished %1 game is saved: Resume continues it. A new game replaces it. Start a new game anyway?</source>
        <translation>Su partida de %1 sin terminar está guardada: Reanudar la continúa. Una partida nueva la sustituye. ¿Empezar una partida nueva de todos modos?</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Replaying the saved game…</source>
        <translation>Reproduciendo la partida guardada…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the saved game…</source>
        <translation>Leyendo la partida guardada…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The saved game was not loaded.</source>
        <translation>La partida guardada no se ha cargado.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The saved game could not be loaded: %1 It was set aside as %2 (nothing is deleted); you can start a new game.</source>
        <translation>No se pudo cargar la partida guardada: %1 Se apartó como %2 (no se borra nada); puedes empezar una partida nueva.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be loaded: the app could not read the file. It was left where it is; try again once it can be read.</source>
        <translation>No se pudo cargar la partida guardada: la aplicación no pudo leer el archivo. Se dejó donde está; inténtalo de nuevo cuando se pueda leer.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Not a card now: choose one of the moves under the table.</source>
        <translation>Ahora no es una carta: elige una de las jugadas bajo la mesa.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trick has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna baza.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let Medium play</source>
        <translation>Dejar jugar al nivel Medio</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+6"/>
        <source>Report a problem</source>
        <translation>Informar de un problema</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The report could not be written: %1</source>
        <translation>No se pudo escribir el informe: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The report was written to:
%1

Send it to the developers on the app&apos;s page, %2, attached to a message that says what you did and what you expected. It is plain text (your game, the app&apos;s version and its log, no other files): you can read it before you send it.</source>
        <translation>El informe se escribió en:
%1

Envíalo a los desarrolladores desde la página de la aplicación, %2, adjunto a un mensaje que diga qué hiciste y qué esperabas. Es texto plano (tu partida, la versión de la aplicación y su registro, ningún otro archivo): puedes leerlo antes de enviarlo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show the folder</source>
        <translation>Mostrar la carpeta</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>Pensando una pista…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is given on your turn.</source>
        <translation>La pista se da en tu turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: the Hard bot would %1: %2.</source>
        <translation>Pista: el bot Difícil haría esto: %1 — %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: the Hard bot would %1.</source>
        <translation>Pista: el bot Difícil haría esto: %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A game is in progress. It is saved: Resume continues it. Quit now?</source>
        <translation>Hay una partida en curso. Está guardada: Continuar la retoma. ¿Salir ahora?</translation>
    </message>
    <message>
        <location filename="../gui/app.py" line="+112"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="-184"/>
        <source>Belote &amp;tutorial: With trump</source>
        <translation>&amp;Tutorial de Belote: con triunfo</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Belote tutorial: &amp;Coinche auction</source>
        <translation>Tutorial de Belote: subasta de &amp;Coinche</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+11"/>
        <source>Declaration &amp;tutorial</source>
        <translation>&amp;Tutorial de Declaration</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+7"/>
        <source>Frontier &amp;tutorial</source>
        <translation>&amp;Tutorial de Frontier</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/new_game.py" line="+97"/>
        <source>New game: %1</source>
        <translation>Nueva partida: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Usual for the variant</source>
        <translation>Habitual para la variante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rules for these options…</source>
        <translation>Reglas con estas opciones…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as they will be played with the options chosen here</source>
        <translation>Las reglas tal como se jugarán con las opciones elegidas aquí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table options</source>
        <translation>Opciones de la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI seats</source>
        <translation>Jugadores IA</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner (%1)</source>
        <translation>Compañero (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top left</source>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top</source>
        <translation>arriba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top right</source>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom left</source>
        <translation>abajo a la izquierda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom</source>
        <translation>abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom right</source>
        <translation>abajo a la derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1 (%2)</source>
        <translation>Jugador %1 (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 difficulty</source>
        <translation>Dificultad de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seats are numbered clockwise from you: Seat 1 plays after you.</source>
        <translation>Los jugadores se numeran en el sentido de las agujas del reloj desde usted: el jugador 1 juega después de usted.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What this option does, with the options chosen here</source>
        <translation>Qué hace esta opción, con las opciones elegidas aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help on %1</source>
        <translation>Ayuda sobre %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help: %1</source>
        <translation>Ayuda: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House-rule presets</source>
        <translation>Ajustes de reglas de la casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>Preajuste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a saved preset to fill in its options; “Custom” when the options chosen are no saved preset&apos;s</source>
        <translation>Elija un preajuste guardado para rellenar sus opciones; «Personalizado» cuando las opciones elegidas no son las de ningún preajuste guardado</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a preset from a file</source>
        <translation>Añadir un preajuste desde un archivo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Preset:</source>
        <translation>Preajuste:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your saved presets cannot be read now: %1</source>
        <translation>Sus preajustes guardados no se pueden leer ahora: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved presets could not be read: the file is damaged. It was set aside (nothing is lost), and presets saved from now on start a new one.</source>
        <translation>No se pudieron leer sus preajustes guardados: el archivo está dañado. Se ha apartado (no se pierde nada) y los preajustes que guarde a partir de ahora empiezan uno nuevo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+79"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Give the preset a name.</source>
        <translation>Dé un nombre al preajuste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name has at most %1 characters.</source>
        <translation>Un nombre de preajuste tiene como máximo %1 caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name cannot hold line breaks or other control characters.</source>
        <translation>Un nombre de preajuste no puede contener saltos de línea ni otros caracteres de control.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is what the box says when the options are no saved preset&apos;s: pick another name.</source>
        <translation>«%1» es lo que muestra la lista cuando las opciones no son las de ningún preajuste guardado: elija otro nombre.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replace preset</source>
        <translation>Reemplazar el preajuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset named “%1” already exists. Replace it with these options?</source>
        <translation>Ya existe un preajuste llamado «%1». ¿Reemplazarlo con estas opciones?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only options that can be played can be saved.</source>
        <translation>Solo se pueden guardar opciones jugables.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+67"/>
        <source>“%1” was kept as it was.</source>
        <translation>«%1» se ha conservado tal como estaba.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Preset name (at most %1 characters):</source>
        <translation>Nombre del preajuste (como máximo %1 caracteres):</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>No preset saved yet</source>
        <translation>Ningún ajuste</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the options chosen now as a preset, under a name</source>
        <translation>Guardar las opciones elegidas como preajuste, con un nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the preset shown</source>
        <translation>Olvidar el preajuste mostrado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the preset shown to a file, to share</source>
        <translation>Escribir el preajuste mostrado en un archivo, para compartirlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Loaded “%1”.</source>
        <translation>«%1» cargado.</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+66"/>
        <source>Could not save the preset: %1</source>
        <translation>No se pudo guardar el ajuste: %1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Saved “%1”.</source>
        <translation>«%1» guardado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replaced “%1”.</source>
        <translation>«%1» reemplazado.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Eliminar el preajuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the preset “%1”? This cannot be undone.</source>
        <translation>¿Eliminar el preajuste «%1»? No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not delete the preset: %1</source>
        <translation>No se pudo eliminar el preajuste: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deleted “%1”.</source>
        <translation>«%1» eliminado.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not export the preset: %1</source>
        <translation>No se pudo exportar el ajuste: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported “%1” to %2.</source>
        <translation>«%1» exportado a %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This file cannot be imported: %1</source>
        <translation>Este archivo no se puede importar: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported “%1”.</source>
        <translation>«%1» importado.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save preset</source>
        <translation>Guardar ajuste</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export preset</source>
        <translation>Exportar ajuste</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Presets (*.json)</source>
        <translation>Ajustes (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Import preset</source>
        <translation>Importar ajuste</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../gui/dialogs/history.py" line="-418"/>
        <source>Replay table</source>
        <translation>Mesa de repetición</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This step</source>
        <translation>Este paso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot&apos;s choice</source>
        <translation>La elección del bot Difícil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every step</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal (Home)</source>
        <translation>El reparto (Inicio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>El final (Fin)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The Hard bot is thinking about this move…</source>
        <translation>El bot Difícil está pensando en esta jugada…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot agrees with your move.</source>
        <translation>El bot Difícil habría jugado igual que tú.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard bot would rather %1.</source>
        <translation>El bot Difícil habría preferido esto: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot would rather %1: %2.</source>
        <translation>El bot Difícil habría preferido esto: %1 — %2.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="+16"/>
        <source>Rules</source>
        <translation>Reglas</translation>
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
        <translation>Gana la mano más baja. As 1, del 2 al 10 su valor, J Q K 10; toda carta del número comodín vale 0.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer picks one of two face-up cards blind: its rank is the joker rank for the round. The other card starts the discard pile.</source>
        <translation>El que reparte elige a ciegas una de dos cartas boca arriba: su número es el comodín de la ronda. La otra carta empieza la pila de descartes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn, either declare, or throw and then pick: throw every card of one rank, then take the top of the draw pile or one card of the group the previous player threw.</source>
        <translation>En tu turno, declara, o bien tira y luego coge: tira todas las cartas de un número y después coge la carta de arriba del mazo o una carta del grupo que tiró el jugador anterior.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You may declare when your total is under %1, from your first turn.</source>
        <translation>Puedes declarar cuando tu total sea menor que %1, desde tu primer turno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good declare (strictly lowest): you add 0 and everyone else adds their total. Bad declare (anyone ties or is lower): you add every hand&apos;s total, your own included.</source>
        <translation>Buena declaración (estrictamente la más baja): sumas 0 y los demás suman su total. Mala declaración (alguien empata o tiene menos): sumas el total de todas las manos, la tuya incluida.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The match is unlimited: you end it between rounds.</source>
        <translation>La partida es ilimitada: la terminas entre rondas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest total wins; ties are joint winners.</source>
        <translation>Gana el total más bajo; los empatados ganan juntos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have %1 seconds for each turn; when the time runs out a simple move is played for you.</source>
        <translation>Tienes %1 segundos por turno; si se acaba el tiempo, se juega una jugada sencilla por ti.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/rules.py" line="+28"/>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships: South and North against West and East. 52 cards in four suits, Void, Frontier, Border and Core, ranked 2 to 10, Officer, Commander, Voidpilot, Emperor (highest).</source>
        <translation>Cuatro jugadores en dos parejas: Sur y Norte contra Oeste y Este. 52 cartas en cuatro palos, Vacío, Frontera, Borde y Núcleo, del 2 al 10 y luego Oficial, Comandante, Piloto del Vacío y Emperador (la más alta).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The suits as their cards show them: %1.</source>
        <translation>Los palos tal como los muestran sus cartas: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first team to reach %1 points wins; if both reach it in the same hand, the higher score wins, and an exact tie plays another hand. The game stops after %2 hands at most.</source>
        <translation>Gana el primer equipo que llegue a %1 puntos; si ambos llegan en la misma mano, gana la puntuación más alta, y un empate exacto juega otra mano. La partida termina como mucho tras %2 manos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Antes and dares</source>
        <translation>Antes y desafíos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand each player antes %1: the Pot Ante grows by %2.</source>
        <translation>En cada mano cada jugador pone %1 de ante: el bote de ante crece %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the deal each team sets a Meld Dare against the other, from %1 to %2. A team that makes its first accepted meld of the hand pays the opponents&apos; dare into Pot Action.</source>
        <translation>Antes del reparto cada equipo fija un desafío de combinación contra el otro, de %1 a %2. El equipo que hace su primera combinación aceptada de la mano paga el desafío rival al bote de acción.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal and trump</source>
        <translation>Reparto y triunfo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets 13 cards.</source>
        <translation>Cada jugador recibe 13 cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void Lock is on: Void is trump every hand.</source>
        <translation>El bloqueo del Vacío está activo: el Vacío es triunfo en cada mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump changes every hand: Core, then Border, then Frontier, then Void, and round again.</source>
        <translation>El triunfo cambia cada mano: Núcleo, luego Borde, luego Frontera, luego Vacío, y vuelta a empezar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting left of the dealer, each player may declare one meld or pass. Meld cards are shown face up and must be played before the player&apos;s other cards.</source>
        <translation>Empezando a la izquierda del que reparte, cada jugador puede declarar una combinación o pasar. Las cartas de la combinación se muestran boca arriba y deben jugarse antes que las demás cartas del jugador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run of 3 in one suit: %1 points, costs %2</source>
        <translation>Escalera de 3 del mismo palo: %1 puntos, cuesta %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run of 4 or more: %1 points, costs %2</source>
        <translation>Escalera de 4 o más: %1 puntos, cuesta %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Triad (three of a rank): %1 points, costs %2</source>
        <translation>Trío (tres del mismo número): %1 puntos, cuesta %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quad (four of a rank): %1 points, costs %2</source>
        <translation>Póquer (cuatro del mismo número): %1 puntos, cuesta %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding and play</source>
        <translation>Pujas y juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player bids 0 to 13 tricks; a team&apos;s contract is the sum of its two bids.</source>
        <translation>Cada jugador puja de 0 a 13 bazas; el contrato de un equipo es la suma de sus dos pujas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each trick bid adds %1 to Pot Action, paid by the bidder&apos;s team.</source>
        <translation>Cada baza pujada añade %1 al bote de acción, pagado por el equipo que puja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow suit if you can. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>Sigue el palo si puedes. El triunfo más alto gana la baza; si no hay, la carta más alta del palo de salida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Void is always trump.</source>
        <translation>El Vacío siempre es triunfo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand&apos;s trump suit may be led at any time.</source>
        <translation>Se puede salir con el palo de triunfo de la mano en cualquier momento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement</source>
        <translation>Liquidación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made: %1 points per trick above %2, all meld points; each trick above the contract is a bag, and %3 bags cost %4 points.</source>
        <translation>Contrato cumplido: %1 puntos por baza por encima de %2 y todos los puntos de combinación; cada baza por encima del contrato es un saco, y %3 sacos cuestan %4 puntos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Contract failed: minus %1 points per trick short, half the meld points (rounded down), no bags.</source>
        <translation>Contrato fallado: menos %1 puntos por baza que falte, la mitad de los puntos de combinación (redondeada hacia abajo), sin sacos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team that fails adds an amount equal to Pot Action to the pot; when only one team fails, the other team takes the whole pot.</source>
        <translation>Un equipo que falla añade al bote una cantidad igual al bote de acción; si solo falla un equipo, el otro se lleva todo el bote.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When both teams make their contracts the pot is carried to the next hand.</source>
        <translation>Si ambos equipos cumplen su contrato, el bote pasa a la mano siguiente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When both teams make their contracts the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Si ambos equipos cumplen su contrato, el bote se reparte a partes iguales; un dólar impar se queda en el bote.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When both teams fail, both pay their penalty and the pot is carried to the next hand.</source>
        <translation>Si ambos equipos fallan, los dos pagan su penalización y el bote pasa a la mano siguiente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When both teams fail, both pay their penalty and the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Si ambos equipos fallan, los dos pagan su penalización y el bote se reparte a partes iguales; un dólar impar se queda en el bote.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Purses may go into debt; the score, not the money, decides the game.</source>
        <translation>Las bolsas pueden quedar en números rojos; la partida la decide la puntuación, no el dinero.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/rules.py" line="+22"/>
        <source>Frontier</source>
        <translation>Frontier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players each start with %2. Five rounds; the most cash at the end wins, equal cash shares the win.</source>
        <translation>%1 jugadores empiezan con %2 cada uno. Cinco rondas; gana quien más dinero tenga al final, y los empatados comparten la victoria.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>50 cards: five suits numbered 1 to 10. Sun and Flame are red, Moon and Tide blue, Shadow is the black Wildcard suit that goes with any colour.</source>
        <translation>50 cartas: cinco palos numerados del 1 al 10. Sol y Llama son rojos, Luna y Marea azules, y Sombra es el palo comodín negro que va con cualquier color.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold 1 card in round 1, 2 in round 2, up to 5 in round 5: at the start of each round everyone draws up to that number. Played cards are shuffled back; unplayed cards stay in your hand.</source>
        <translation>Tienes 1 carta en la ronda 1, 2 en la ronda 2, hasta 5 en la ronda 5: al empezar cada ronda todos roban hasta ese número. Las cartas jugadas se vuelven a barajar; las no jugadas se quedan en tu mano.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You act first in round 1, the next seat in round 2, and so on round the table (at four seats round 5 starts with you again); a seat out of money is passed over.</source>
        <translation>En la ronda 1 actúas primero, en la ronda 2 el siguiente asiento, y así alrededor de la mesa (con cuatro asientos la ronda 5 vuelve a empezar por ti); un asiento sin dinero se salta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mulligan, once per game, before committing: discard your hand and draw a fresh one. It takes your turn: the others act, then you stake or fold (a bet made meanwhile leaves you to call, raise or fold).</source>
        <translation>Mulligan, una vez por partida, antes de colocar: descarte su mano y robe una nueva. Ocupa su turno: los demás juegan y luego usted apuesta o se retira (una apuesta hecha entretanto le deja igualar, subir o retirarse).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet: commit one or more cards face down, then bet at least %1.</source>
        <translation>Apostar: coloca una o más cartas boca abajo y apuesta al menos %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise: make the bet at least %1 higher.</source>
        <translation>Subir: aumenta la apuesta al menos %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call: match the current bet.</source>
        <translation>Igualar: iguala la apuesta actual.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold: leave the round.</source>
        <translation>Retirarse: abandonar la ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bet may be more than the poorest player still in the round can match. Committed cards cannot be taken back. A player with no cash sits out for good.</source>
        <translation>Ninguna apuesta puede superar lo que pueda igualar el jugador más pobre que siga en la ronda. Las cartas colocadas no se pueden recuperar. Un jugador sin dinero queda fuera para siempre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Committed cards are revealed together and the strongest configuration takes the pot; equal ones split it, the odd dollar to the first tied player in turn order.</source>
        <translation>Las cartas colocadas se revelan a la vez y la combinación más fuerte se lleva el bote; las iguales lo reparten, y el dólar impar va al primer jugador empatado en el orden de juego.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More cards always beat fewer cards. Among equal counts: of a rank (or a pair), then Pure (all of one suit: a Wildcard stays a Shadow), then Coalition (one colour, Wildcards joining any), then Campaign (consecutive numbers), then Skirmish (anything else, a single card too).</source>
        <translation>Más cartas siempre ganan a menos cartas. Con el mismo número: del mismo número (o pareja), luego Pura (todas de un palo: un comodín sigue siendo Sombra), luego Coalición (un color, los comodines se suman a cualquiera), luego Campaña (números consecutivos) y luego Escaramuza (todo lo demás, también una carta sola).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pure, Coalition and Campaign take three cards or more: two cards are a pair or a Skirmish, named by their suits as below.</source>
        <translation>Pura, Coalición y Campaña necesitan tres cartas o más: dos cartas son una pareja o una Escaramuza, nombrada por sus palos como se explica abajo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skirmish is named by its cards and scores: a Pure Skirmish (one suit), the product doubled; a Coalition Skirmish (one colour), the product; a Divided Skirmish (both colours), the sum. In the score a 1 counts as the highest card committed with it (4, 3, 1 scores as 4, 3, 4), except in a Campaign; for the class it stays a 1 (4 and 1 are not a pair). In round 1 the higher number wins.</source>
        <translation>Una Escaramuza se nombra por sus cartas y puntúa: Escaramuza pura (un palo), el producto doble; Escaramuza de coalición (un color), el producto; Escaramuza dividida (ambos colores), la suma. En la puntuación un 1 cuenta como la carta más alta colocada con él (4, 3, 1 puntúa como 4, 3, 4), salvo en una Campaña; para la clase sigue siendo un 1 (4 y 1 no son pareja). En la ronda 1 gana el número más alto.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+24"/>
        <source>With trump</source>
        <translation>Con triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
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
        <translation>Reglas oficiales (más cercanas al reglamento de la federación).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules.</source>
        <translation>Reglas de la casa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players in two teams, partners opposite: South and North against East and West. 32 cards, 7 to Ace. Dealing, bidding and play go counter-clockwise.</source>
        <translation>Cuatro jugadores en dos equipos, compañeros enfrente: Sur y Norte contra Este y Oeste. 32 cartas, del 7 al as. El reparto, las pujas y el juego van en sentido antihorario.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The first team to reach %1 points wins; if both do, the higher total wins.</source>
        <translation>Gana el primer equipo que llegue a %1 puntos; si llegan los dos, gana el total más alto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bidding</source>
        <translation>Pujas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player gets 5 cards and one card is turned up. In the first round each player may take it, making its suit trump; in the second round a player may name any other suit. The taker gets the turned card and everyone is dealt up to 8 cards. If all pass twice, the deal is thrown in.</source>
        <translation>Cada jugador recibe 5 cartas y se vuelve una carta boca arriba. En la primera vuelta cada jugador puede tomarla y su palo pasa a ser triunfo; en la segunda vuelta se puede nombrar cualquier otro palo. Quien toma recibe la carta vuelta y todos completan hasta 8 cartas. Si todos pasan dos veces, la mano se anula.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Each player gets 5 cards, with no turned-up card, and may take in a single round; then everyone gets 3 more cards. If all pass, the deal is thrown in. There is no trump and no belote.</source>
        <translation>Cada jugador recibe 5 cartas, sin carta vuelta, y puede tomar en una sola vuelta; después todos reciben 3 cartas más. Si todos pasan, la mano se anula. No hay triunfo ni belote.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>All 32 cards are dealt. Players bid a contract from 80 to 160 (steps of 10) or Capot (all 8 tricks, worth 250), naming its trump suit; three passes after a bid end the auction.</source>
        <translation>Se reparten las 32 cartas. Los jugadores pujan un contrato de 80 a 160 (de 10 en 10) o Capot (las 8 bazas, vale 250), nombrando el triunfo; tres pases tras una puja cierran la subasta.</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>The takers must score at least their contract and more than the defenders. Made: each team scores its points and the takers add the contract. Failed: the defenders score 160 plus the contract.</source>
        <translation>Los que toman deben sumar al menos su contrato y más que los defensores. Cumplido: cada equipo se anota sus puntos y los que toman suman el contrato. Fallado: los defensores se anotan 160 más el contrato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Coinched, the winner of the deal scores (160 + the contract) × 2; surcoinched, × 4.</source>
        <translation>Con coinche, el ganador de la mano se anota (160 + el contrato) × 2; con surcoinche, × 4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Capot contract, or a deal in which the winners took every trick, counts 250 instead of 160.</source>
        <translation>Un contrato Capot, o una mano en la que los ganadores hicieron todas las bazas, cuenta 250 en lugar de 160.</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>An opponent of the bidder may coinche (double), and the bidding team may then surcoinche (redouble).</source>
        <translation>Un rival del que puja puede coinchear (doblar) y el equipo que puja puede entonces surcoinchear (redoblar).</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/games/declare/rules.py" line="-69"/>
        <source>%1 players, %2 cards each, from %n deck(s) shuffled together.</source>
        <translation>
            <numerusform>%1 jugadores, %2 cartas cada uno, de %n baraja.</numerusform>
            <numerusform>%1 jugadores, %2 cartas cada uno, de %n barajas mezcladas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You may declare when your total is under %1, once everyone has played %n turn(s) this round.</source>
        <translation>
            <numerusform>Puedes declarar cuando tu total sea menor que %1, una vez que todos hayan jugado %n turno en la ronda.</numerusform>
            <numerusform>Puedes declarar cuando tu total sea menor que %1, una vez que todos hayan jugado %n turnos en la ronda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>If nobody has declared once everyone has played %n more turn(s) after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</source>
        <translation>
            <numerusform>Si nadie ha declarado cuando todos han jugado %n turno más tras abrirse las declaraciones, la ronda es nula: nadie puntúa y cuenta como una ronda de la partida.</numerusform>
            <numerusform>Si nadie ha declarado cuando todos han jugado %n turnos más tras abrirse las declaraciones, la ronda es nula: nadie puntúa y cuenta como una ronda de la partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The match lasts %n round(s).</source>
        <translation>
            <numerusform>La partida dura %n ronda.</numerusform>
            <numerusform>La partida dura %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+6"/>
        <source>Official: a coinche is only possible in turn.</source>
        <translation>Oficial: solo se puede coinchear en tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House: an opponent may coinche at any moment while the auction is open, even out of turn.</source>
        <translation>De la casa: un rival puede coinchear en cualquier momento mientras la subasta siga abierta, incluso fuera de turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card values</source>
        <translation>Valor de las cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps, high to low: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8, 7. Other suits: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Triunfos, de mayor a menor: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8, 7. Otros palos: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every suit, high to low: A 19, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Cada palo, de mayor a menor: A 19, 10 10, K 4, Q 3, J 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every suit, high to low: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Cada palo, de mayor a menor: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last trick is worth 10 more.</source>
        <translation>La última baza vale 10 más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins.</source>
        <translation>Sigue el palo de salida si puedes; si no, juega cualquier carta. Gana la carta más alta del palo de salida.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If an opponent has trumped and you cannot trump higher, you may discard any card.</source>
        <translation>Si un rival ha fallado con triunfo y no puedes poner uno más alto, puedes descartar cualquier carta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If an opponent has trumped and you cannot trump higher, you must still play a lower trump.</source>
        <translation>Si un rival ha fallado con triunfo y no puedes poner uno más alto, debes jugar igualmente un triunfo más bajo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the suit led if you can. When trump is led you must play a higher trump if you can, even over your partner.</source>
        <translation>Sigue el palo de salida si puedes. Si se sale con triunfo, debes montar con un triunfo más alto si puedes, incluso sobre tu compañero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without the suit led: if your partner is winning the trick, play anything; otherwise you must trump, higher than any trump already played if you can.</source>
        <translation>Sin el palo de salida: si tu compañero va ganando la baza, juega lo que quieras; si no, debes fallar con triunfo, más alto que cualquier triunfo ya jugado si puedes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Belote: the King and Queen of trumps in one hand are worth 20 when you say &quot;Belote&quot; and &quot;Rebelote&quot; as you play them. They count for the contract and are never lost.</source>
        <translation>Belote: el rey y la reina de triunfo en una misma mano valen 20 si dices «Belote» y «Rebelote» al jugarlos. Cuentan para el contrato y nunca se pierden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announced with your first card: a sequence of 3 cards is worth 20, of 4 cards 50, of 5 or more 100.</source>
        <translation>Anunciadas con tu primera carta: una escalera de 3 cartas (tierce) vale 20, de 4 (cinquante) 50, de 5 o más (cent) 100.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Four Jacks 200, four Nines 150, four Aces, Tens, Kings or Queens 100.</source>
        <translation>Cuatro jotas 200, cuatro nueves 150, cuatro ases, dieces, reyes o reinas 100.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House: the trump scale is kept in No trump.</source>
        <translation>De la casa: en Sin triunfo se mantiene la escala de triunfo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trump has its own scale: four Aces 200, four Tens 150, four Jacks, Nines, Kings or Queens 100.</source>
        <translation>Sin triunfo tiene su propia escala: cuatro ases 200, cuatro dieces 150, cuatro jotas, nueves, reyes o reinas 100.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the team with the best declaration scores, but it scores all of its own. Declarations count for the contract.</source>
        <translation>Solo puntúa el equipo con la mejor declaración, pero puntúa todas las suyas. Las declaraciones cuentan para el contrato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A card may not be in two declarations.</source>
        <translation>Una carta no puede estar en dos declaraciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card may be in two declarations.</source>
        <translation>Una carta puede estar en dos declaraciones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two equal best declarations: a sequence in trump wins; otherwise nobody scores any declaration.</source>
        <translation>Dos mejores declaraciones iguales: gana una escalera de triunfo; si no, nadie puntúa ninguna declaración.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a failed contract or a capot, the declarations go to the team that wins the deal.</source>
        <translation>Tras un contrato fallado o un capot, las declaraciones son para el equipo que gana la mano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two equal best declarations: the taker&apos;s team wins.</source>
        <translation>Dos mejores declaraciones iguales: gana el equipo que tomó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a failed contract or a capot, the team that won the declarations keeps them.</source>
        <translation>Tras un contrato fallado o un capot, el equipo que ganó las declaraciones las conserva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The takers must score more than the defenders (cards, belote and declarations). Then each team scores its points; if they fail, the defenders score every point of the deal. A tie puts the takers&apos; points in reserve for the next deal won.</source>
        <translation>Los que toman deben sumar más que los defensores (cartas, belote y declaraciones). Entonces cada equipo se anota sus puntos; si fallan, los defensores se anotan todos los puntos de la mano. Un empate (litige) deja los puntos de los que toman en reserva para la próxima mano ganada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taking all 8 tricks (capot) makes the last trick worth 100 instead of 10.</source>
        <translation>Ganar las 8 bazas (capot) hace que la última valga 100 en vez de 10.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card points are rounded to the nearest ten.</source>
        <translation>Los puntos de las cartas se redondean a la decena más cercana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card points are counted to the exact point.</source>
        <translation>Los puntos de las cartas se cuentan exactos.</translation>
    </message>
    <message>
        <location filename="../gui/rules_text.py" line="+89"/>
        <source>usual for the variant</source>
        <translation>habitual para la variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One of: %1. Now: %2.</source>
        <translation>Una de: %1. Ahora: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yes or no. Now: %2.</source>
        <translation>Sí o no. Ahora: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 to %3. Now: %2.</source>
        <translation>De %1 a %3. Ahora: %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>What it makes of the rules now:</source>
        <translation>Lo que cambia en las reglas ahora:</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings.py" line="+29"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion (cards jump instead of flying)</source>
        <translation>Reducir el movimiento (las cartas saltan en vez de volar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck</source>
        <translation>Baraja de cuatro colores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow undo of your last move (the game is marked)</source>
        <translation>Permitir deshacer tu última jugada (la partida queda marcada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: I announce my declarations myself (playing a card first asks)</source>
        <translation>Belote: anuncio yo mismo mis declaraciones (jugar una carta pregunta primero)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every suit in its own colour, with its letter in the corner: easier to tell apart, also with colour blindness</source>
        <translation>Cada palo con su propio color y su letra en la esquina: más fácil de distinguir, también con daltonismo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play sounds (cards, chips, your turn)</source>
        <translation>Reproducir sonidos (cartas, fichas, tu turno)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim the cards you cannot play now</source>
        <translation>Atenuar las cartas que no puede jugar ahora</translation>
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
        <translation>Una baza terminada se queda en la mesa</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+41"/>
        <source>Card back</source>
        <translation>Reverso de las cartas</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Table colour</source>
        <translation>Color del tapete</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>System language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This run is in %1, chosen when the app was started.</source>
        <translation>Esta sesión está en %1, elegido al iniciar la aplicación.</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+34"/>
        <location filename="../gui/games/frontier/stats.py" line="+38"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declares</source>
        <translation>Tus declaraciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good declares</source>
        <translation>Declaraciones buenas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad declares</source>
        <translation>Declaraciones malas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken per round</source>
        <translation>Puntos recibidos por ronda</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+59"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+42"/>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Contracts made</source>
        <translation>Contratos cumplidos</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Exact bids</source>
        <translation>Pujas exactas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks off the contract, on average</source>
        <translation>Desvío medio respecto al contrato (bazas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Pots won</source>
        <translation>Botes ganados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money won or lost</source>
        <translation>Dinero ganado o perdido</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="-2"/>
        <source>Deals</source>
        <translation>Repartos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts taken</source>
        <translation>Contratos tomados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinches</source>
        <translation>Coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Coinches ganadas</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Money won in pots</source>
        <translation>Dinero ganado en botes</translation>
    </message>
    <message>
        <location filename="../gui/services/stats_db.py" line="+226"/>
        <source>The statistics could not be read (%1); they were set aside as %2 and new statistics were started.</source>
        <translation>No se pudieron leer las estadísticas (%1); se apartaron como %2 y se empezaron unas nuevas.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics cannot be read just now: %1</source>
        <translation>Las estadísticas no se pueden leer ahora mismo: %1</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>The statistics cannot be written just now (%1); they are kept and will be written when possible.</source>
        <translation>Las estadísticas no se pueden escribir ahora mismo (%1); se conservan y se escribirán en cuanto sea posible.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The statistics could not be written: %1</source>
        <translation>No se pudieron guardar las estadísticas: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="+72"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed</source>
        <translation>Mixtos</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location line="+116"/>
        <location line="+40"/>
        <location line="+118"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Restablecer estadísticas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rivales:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with a move taken back</source>
        <translation>Partidas con una jugada deshecha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average score (lower is better)</source>
        <translation>Puntuación media (cuanto más baja, mejor)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game and your results are charted here.</source>
        <translation>Termine una partida y sus resultados se mostrarán aquí en un gráfico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Results over time</source>
        <translation>Resultados a lo largo del tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your score, game by game</source>
        <translation>Tu puntuación, partida a partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+14"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How often each score came up</source>
        <translation>Frecuencia de cada puntuación</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics could not be reset: %1 They are kept as they were.</source>
        <translation>No se pudieron reiniciar las estadísticas: %1 Se conservan como estaban.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+18"/>
        <source>Your cash after each round (last 8 games)</source>
        <translation>Tu dinero tras cada ronda (últimas 8 partidas)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cash curve</source>
        <translation>Curva de dinero</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+11"/>
        <source>Tricks taken minus the contract, per hand</source>
        <translation>Bazas hechas menos el contrato, por mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tricks off</source>
        <translation>Desvío en bazas</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bid accuracy</source>
        <translation>Precisión de las pujas</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+10"/>
        <source>Your declares</source>
        <translation>Tus declaraciones</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>Declares</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Good</source>
        <translation>Buenas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad</source>
        <translation>Malas</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+13"/>
        <source>Contracts and coinches</source>
        <translation>Contratos y coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Deals</source>
        <translation>Repartos</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Contracts made</source>
        <translation>Contratos cumplidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts failed</source>
        <translation>Contratos fallados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Coinches ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches lost</source>
        <translation>Coinches perdidas</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Contracts</source>
        <translation>Contratos</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="-14"/>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>¿Olvidar las estadísticas de todos los juegos? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../gui/dialogs/summary.py" line="+63"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round over</source>
        <translation>Fin de la ronda</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop the match</source>
        <translation>Terminar la partida</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+32"/>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+30"/>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../gui/table/scene.py" line="+894"/>
        <location line="+178"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Focus the next card you can play</source>
        <translation>Ir a la siguiente carta jugable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the previous card you can play</source>
        <translation>Ir a la carta jugable anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the first card you can play</source>
        <translation>Ir a la primera carta jugable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the last card you can play</source>
        <translation>Ir a la última carta jugable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the focused card (or pick it for a meld or a commitment)</source>
        <translation>Jugar la carta seleccionada (o elegirla para una combinación o para colocar)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Card table, focused card: %1</source>
        <translation>Mesa de juego, carta seleccionada: %1</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../gui/text.py" line="-231"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move does not exist in this game.</source>
        <translation>Esa jugada no existe en este juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>That move is not possible right now.</source>
        <translation>Esa jugada no es posible ahora.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You do not hold that card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot go there.</source>
        <translation>Esa carta no puede ir ahí.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Declaring opens after %n more turn(s).</source>
        <translation>
            <numerusform>Se podrá declarar dentro de %n turno.</numerusform>
            <numerusform>Se podrá declarar dentro de %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your total is {total}: you may declare only under {limit}.</source>
        <translation>Tu total es {total}: solo puedes declarar por debajo de {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only pick from the pile the previous player threw.</source>
        <translation>Solo puedes coger del montón que tiró el jugador anterior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The draw pile is empty.</source>
        <translation>El mazo está vacío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an unlimited match can be stopped between rounds.</source>
        <translation>Solo una partida ilimitada se puede terminar entre rondas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dare is 0 to 5 times the ante.</source>
        <translation>Un desafío es de 0 a 5 veces el ante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid is 0 to 13 tricks.</source>
        <translation>Una puja va de 0 a 13 bazas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld needs at least three cards.</source>
        <translation>Una combinación necesita al menos tres cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card appears twice in that meld.</source>
        <translation>Una carta aparece dos veces en esa combinación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is a run in one suit or cards of one rank.</source>
        <translation>Una combinación es una escalera de un palo o cartas del mismo número.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run must be consecutive cards of one suit.</source>
        <translation>Una escalera deben ser cartas consecutivas del mismo palo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run cannot wrap around from the highest to the lowest.</source>
        <translation>Una escalera no puede dar la vuelta de la más alta a la más baja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>You must follow the suit that was led.</source>
        <translation>Debes seguir el palo de salida.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Declared meld cards must be played before the others.</source>
        <translation>Las cartas de una combinación declarada deben jugarse antes que las demás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already used your mulligan this game.</source>
        <translation>Ya has usado tu mulligan en esta partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cards are already committed this round.</source>
        <translation>Tus cartas ya están colocadas en esta ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit your cards before your first stake.</source>
        <translation>Coloca tus cartas antes de tu primera apuesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has bet yet: bet first.</source>
        <translation>Nadie ha apostado aún: apuesta primero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: raise or call it.</source>
        <translation>Ya hay una apuesta: sube o iguala.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is below the minimum of {minimum}.</source>
        <translation>Esa cantidad está por debajo del mínimo de {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is above the limit of {limit}.</source>
        <translation>Esa cantidad supera el límite de {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot match the bet: you must fold.</source>
        <translation>No puedes igualar la apuesta: debes retirarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one card.</source>
        <translation>Elige al menos una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card was chosen twice.</source>
        <translation>Se eligió una carta dos veces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second round, name a suit other than the turned card&apos;s.</source>
        <translation>En la segunda vuelta, nombra un palo distinto del de la carta vuelta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the trump suit you take in.</source>
        <translation>Nombra el palo de triunfo con el que tomas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the turned card&apos;s suit, or pass.</source>
        <translation>Toma en el palo de la carta vuelta, o pasa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid higher than the current {high}.</source>
        <translation>Puja más alto que los {high} actuales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing can be bid above a Capot.</source>
        <translation>No se puede pujar nada por encima de un capot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only coinche the other team&apos;s bid.</source>
        <translation>Solo puedes coinchear la puja del otro equipo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are off at this table.</source>
        <translation>En esta mesa no hay declaraciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are made with your first card of the first trick.</source>
        <translation>Las declaraciones se hacen con tu primera carta de la primera baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has nothing to declare.</source>
        <translation>Tu mano no tiene nada que declarar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not what your hand holds.</source>
        <translation>Eso no es lo que tiene tu mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold the King and Queen of trumps.</source>
        <translation>No tienes el rey y la reina de triunfo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After saying Belote, play the King or Queen of trumps.</source>
        <translation>Después de decir belote, juega el rey o la reina de triunfo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play a higher trump.</source>
        <translation>Debes jugar un triunfo más alto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit: you must trump.</source>
        <translation>No puedes seguir el palo: debes fallar con triunfo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow that move now.</source>
        <translation>Las reglas no permiten esa jugada ahora.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to see the last trick at full size, with who played each card (L).</source>
        <translation>Haz clic para ver la última baza en grande, con quién jugó cada carta (L).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>Q</translation>
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
        <translation>su compañero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taker</source>
        <translation>toma</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>These options cannot be played together.</source>
        <translation>Estas opciones no se pueden jugar juntas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file or its folder does not exist.</source>
        <translation>El archivo o su carpeta no existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The app is not allowed to open or write that file.</source>
        <translation>La aplicación no tiene permiso para abrir o escribir ese archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is a folder, not a file.</source>
        <translation>Eso es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder is read-only.</source>
        <translation>La carpeta es de solo lectura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk or the system refused (%1).</source>
        <translation>El disco o el sistema se negó (%1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move %1 in the file is not allowed by the rules: %2</source>
        <translation>La jugada %1 del archivo no está permitida por las reglas: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged: it is not a complete game record (it may have been cut short or edited).</source>
        <translation>El archivo está dañado: no es un registro de partida completo (puede haberse cortado o editado).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened: the app may not read it, or the disk failed.</source>
        <translation>No se puede abrir el archivo: la aplicación no tiene permiso para leerlo, o el disco falló.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>El archivo es demasiado grande para ser un registro de partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+33"/>
        <source>The file is damaged: it is nested too deeply to be read.</source>
        <translation>El archivo está dañado: está demasiado anidado para leerlo.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The file is not a game record of this app.</source>
        <translation>El archivo no es un registro de partida de esta aplicación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game record of a version this app does not know.</source>
        <translation>El archivo es un registro de una versión que esta aplicación no conoce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was written by a newer version of the app.</source>
        <translation>El archivo lo escribió una versión más reciente de la aplicación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was played with other rules of this game.</source>
        <translation>La partida del archivo se jugó con otras reglas de este juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this app does not have.</source>
        <translation>El archivo es una partida de un juego que esta aplicación no tiene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s options in the file cannot be played.</source>
        <translation>Las opciones de la partida del archivo no se pueden jugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file&apos;s deal is damaged.</source>
        <translation>El reparto del archivo está dañado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s list of moves is damaged.</source>
        <translation>La lista de jugadas del archivo está dañada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is not allowed by the rules.</source>
        <translation>Una jugada del archivo no está permitida por las reglas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result written in the file is not what its moves give: the file was changed.</source>
        <translation>El resultado escrito en el archivo no es el que dan sus jugadas: el archivo se modificó.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file is damaged: it is not valid JSON (line %1).</source>
        <translation>El archivo está dañado: no es JSON válido (línea %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not a text file.</source>
        <translation>El archivo no es un archivo de texto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Something unexpected went wrong; it is written in the app&apos;s log.</source>
        <translation>Algo inesperado salió mal; está anotado en el registro de la aplicación.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your settings file was damaged, so the app started with the default settings. The damaged file was kept as %1.</source>
        <translation>Tu archivo de ajustes estaba dañado, así que la aplicación empezó con los ajustes predeterminados. El archivo dañado se guardó como %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be read, so the app uses the default settings for now; the file was left as it is and is read again at the next start.</source>
        <translation>No se pudieron leer tus ajustes, así que la aplicación usa por ahora los ajustes predeterminados; el archivo se dejó tal cual y se volverá a leer en el próximo inicio.</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting hand</source>
        <translation>Mano inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare limit (under)</source>
        <translation>Límite para declarar (por debajo de)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-arounds before declaring</source>
        <translation>Vueltas antes de declarar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlimited match</source>
        <translation>Partida ilimitada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn time limit (s, 0 = off)</source>
        <translation>Tiempo por turno (s, 0 = sin límite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player ($)</source>
        <translation>Ante por jugador ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake per trick bid ($)</source>
        <translation>Apuesta por baza pujada ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void is always trump</source>
        <translation>El Vacío siempre es triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams make it</source>
        <translation>Bote si ambos equipos cumplen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams fail</source>
        <translation>Bote si ambos equipos fallan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting cash ($)</source>
        <translation>Dinero inicial ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum bet ($)</source>
        <translation>Apuesta mínima ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many players sit at the table, you included.</source>
        <translation>Cuántos jugadores se sientan a la mesa, tú incluido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player is dealt at the start of a round.</source>
        <translation>Cuántas cartas recibe cada jugador al empezar una ronda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many full decks are shuffled together.</source>
        <translation>Cuántas barajas completas se mezclan juntas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player may declare only while their hand&apos;s total is under this number.</source>
        <translation>Un jugador solo puede declarar mientras el total de su mano esté por debajo de este número.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many times play goes around the table before anyone may declare.</source>
        <translation>Cuántas vueltas da el juego a la mesa antes de que alguien pueda declarar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many rounds the match lasts.</source>
        <translation>Cuántas rondas dura la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on round after round until you stop it between two rounds.</source>
        <translation>La partida sigue ronda tras ronda hasta que la detengas entre dos rondas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seconds each player has for a move; 0: no limit.</source>
        <translation>Los segundos que tiene cada jugador para una jugada; 0: sin límite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score that wins the game.</source>
        <translation>La puntuación que gana la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each player puts into the pot at the start of every hand.</source>
        <translation>Lo que cada jugador pone en el bote al empezar cada mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a team stakes for each trick it bids.</source>
        <translation>Lo que un equipo apuesta por cada baza que puja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void stays trump in every hand, instead of the trump changing hand by hand.</source>
        <translation>Vacío sigue siendo triunfo en cada mano, en lugar de cambiar el triunfo mano a mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams make their bids.</source>
        <translation>Qué pasa con el bote cuando los dos equipos cumplen su puja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams fail.</source>
        <translation>Qué pasa con el bote cuando los dos equipos fallan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The money each player starts the game with.</source>
        <translation>El dinero con el que cada jugador empieza la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest bet allowed.</source>
        <translation>La apuesta más pequeña permitida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Belote is played: with a trump, without trump, or Coinche.</source>
        <translation>Qué belote se juega: con triunfo, sin triunfo o coinche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the deals are scored: the house rules or the official scale.</source>
        <translation>Cómo se puntúan los repartos: las reglas de la casa o la escala oficial.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether sequences, carrés and belote are declared for points.</source>
        <translation>Si las escaleras, los carrés y la belote se declaran por puntos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Carry over</source>
        <translation>Se acumula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split</source>
        <translation>Se reparte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With trump</source>
        <translation>Con triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sin triunfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Official scale</source>
        <translation>Escala oficial</translation>
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
        <translation>Un juego rápido en el que gana la mano más baja, con un número comodín, para 2 a 20 jugadores.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+1"/>
        <source>Partnership tricks with public melds, Meld Dares and a Hand Pot, for four players.</source>
        <translation>Bazas en pareja con combinaciones a la vista, desafíos de combinación y un bote por mano, para cuatro jugadores.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/__init__.py" line="+1"/>
        <source>Commit cards face down, bet on their strength, reveal: five rounds, 2 to 8 players.</source>
        <translation>Coloca cartas boca abajo, apuesta por su fuerza y revélalas: cinco rondas, de 2 a 8 jugadores.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+1"/>
        <source>The French trick-taking game for two teams: with trump, no trump or coinche.</source>
        <translation>El juego de bazas francés para dos equipos: con triunfo, sin triunfo o coinche.</translation>
    </message>
    <message>
        <location filename="../gui/text.py" line="+4"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{file} is too large to be a preset.</source>
        <translation>{file} es demasiado grande para ser un ajuste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read: {error}.</source>
        <translation>No se puede leer {file}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a valid preset file (not JSON).</source>
        <translation>{file} no es un archivo de ajuste válido (no es JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a preset file.</source>
        <translation>{file} no es un archivo de ajuste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a preset for {game}, not for {this_game}.</source>
        <translation>{file} es un ajuste para {game}, no para {this_game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has no name or no options.</source>
        <translation>{file} no tiene nombre u opciones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has options this game cannot use: {problem}</source>
        <translation>{file} tiene opciones que este juego no puede usar: {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{players} players with {hand_size} cards each need at least {decks_needed} decks.</source>
        <translation>{players} jugadores con {hand_size} cartas cada uno necesitan al menos {decks_needed} barajas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{option} must be between {min} and {max}.</source>
        <translation>{option} debe estar entre {min} y {max}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be one of {choices}.</source>
        <translation>{option} debe ser uno de estos valores: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a whole number.</source>
        <translation>{option} debe ser un número entero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be yes or no.</source>
        <translation>{option} debe ser sí o no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown options: {options}.</source>
        <translation>Opciones desconocidas: {options}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a multiple of {step}.</source>
        <translation>{option} debe ser múltiplo de {step}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The minimum bet ({min_bet}) cannot be above the starting cash ({starting_cash}).</source>
        <translation>La apuesta mínima ({min_bet}) no puede superar el dinero inicial ({starting_cash}).</translation>
    </message>
</context>
<context>
    <name>TutorialGuide</name>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="-132"/>
        <source>You are the dealer. Before seeing your hand, pick one of the two face-up cards: its rank becomes the joker for this round, and every card of that rank is worth 0. Double-click the 7♥: a 7 is worth 7, an Ace only 1, so a joker 7 saves more.</source>
        <translation>Eres quien reparte. Antes de ver tu mano, elige una de las dos cartas boca arriba: su número será el comodín de esta ronda y toda carta de ese número vale 0. Haz doble clic en el 7♥: un 7 vale 7 y un as solo 1, así que un comodín 7 ahorra más.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pick the 7♥: making the 7s worth 0 saves more than the Ace, already worth only 1.</source>
        <translation>Elige el 7♥: que los 7 valgan 0 ahorra más que el as, que ya solo vale 1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Lowest hand wins: Ace 1, 2-10 face value, J Q K 10, jokers 0. Throw a rank: drag your highest card onto the newest pile (or double-click it). Every card of that rank goes with it, so a pair goes out in one throw.</source>
        <translation>Te toca. Gana la mano más baja: as 1, del 2 al 10 su valor, J Q K 10, comodines 0. Tira un número: arrastra tu carta más alta al último montón (o haz doble clic en ella). Todas las cartas de ese número van con ella, así que una pareja sale de una vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Throw your King: it is your highest card, worth 10.</source>
        <translation>Tira tu rey: es tu carta más alta, vale 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now take exactly one card: the top of the draw pile, or any one card from the pile the previous player threw. Drag it onto your hand. Take low cards and jokers; leave the high ones.</source>
        <translation>Ahora coge exactamente una carta: la de arriba del mazo o cualquier carta del montón que tiró el jugador anterior. Arrástrala a tu mano. Coge cartas bajas y comodines; deja las altas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the J♠, worth 10: take the top of the draw pile instead.</source>
        <translation>Deja la J♠, que vale 10: coge mejor la de arriba del mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declaring is locked until everyone has played one full turn this round: the Declare button stays grey until then. Throw your highest card again, the 10.</source>
        <translation>Declarar está bloqueado hasta que todos hayan jugado un turno completo en esta ronda: el botón Declarar sigue gris hasta entonces. Tira otra vez tu carta más alta, el 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 10: it is your highest card now.</source>
        <translation>Tira el 10: ahora es tu carta más alta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the Q♣, worth 10: leave it and take the top of the draw pile.</source>
        <translation>El montón ofrece la Q♣, que vale 10: déjala y coge la de arriba del mazo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the Q♣, worth 10: take from the draw pile.</source>
        <translation>Deja la Q♣, que vale 10: coge del mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew the Q♠: throw it, it is worth 10.</source>
        <translation>Has robado la Q♠: tírala, vale 10.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw the Queen: worth 10, it is your highest card.</source>
        <translation>Tira la reina: vale 10, es tu carta más alta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the K♣, worth 10 again: take the top of the draw pile.</source>
        <translation>El montón ofrece el K♣, que vuelve a valer 10: coge la de arriba del mazo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the K♣, worth 10: take from the draw pile.</source>
        <translation>Deja el K♣, que vale 10: coge del mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is 14, above the limit of 10 to declare. Throw the 9, your highest card.</source>
        <translation>Tu total es 14, por encima del límite de 10 para declarar. Tira el 9, tu carta más alta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 9: it brings your total under the limit.</source>
        <translation>Tira el 9: deja tu total por debajo del límite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your two 2s and the Ace make 5. Leave the 8♠ (it would take you to 13): take the top of the draw pile.</source>
        <translation>Tus dos 2 y el as suman 5. Deja el 8♠ (te llevaría a 13): coge la de arriba del mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leave the 8♠: with it your total would be 13, above the limit to declare.</source>
        <translation>Deja el 8♠: con él tu total sería 13, por encima del límite para declarar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is %1, under %2: declare now with the Declare button (or D). You score 0 only if your total is strictly the lowest; if anyone ties or beats you, you take everyone&apos;s points. With 6 you are safe: declare.</source>
        <translation>Tu total es %1, por debajo de %2: declara ahora con el botón Declarar (o D). Solo te anotas 0 si tu total es estrictamente el más bajo; si alguien te iguala o te gana, te llevas los puntos de todos. Con 6 vas seguro: declara.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare: a total of 6 is very low, and waiting lets the others get lower.</source>
        <translation>Declara: un total de 6 es muy bajo, y esperar deja que los demás bajen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round over: every hand is shown with its total. That is Declare! Start a real match from Game &gt; New game.</source>
        <translation>Fin de la ronda: cada mano se muestra con su total. ¡Eso es Declare! Empieza una partida de verdad desde Partida &gt; Nueva partida.</translation>
    </message>
    <message>
        <location filename="../gui/tutorial.py" line="+32"/>
        <source>Watch the others play: the next step shows here.</source>
        <translation>Mira cómo juegan los demás: el siguiente paso aparecerá aquí.</translation>
    </message>
</context>
</TS>
