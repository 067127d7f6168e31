<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../gui/window/bet_slider.py" line="+26"/>
        <location line="+3"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../gui/window/bid_chooser.py" line="+38"/>
        <source>The auction so far</source>
        <translation>Les enchères jusqu&apos;ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid value</source>
        <translation>Valeur de l&apos;enchère</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
</context>
<context>
    <name>Belote</name>
    <message>
        <location filename="../gui/games/belote/adapter.py" line="+70"/>
        <source>no trump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take</source>
        <translation>Prendre</translation>
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
        <translation>Coinche !</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surcoinche!</source>
        <translation>Surcoinche !</translation>
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
        <translation>Carte retournée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 2: name another suit</source>
        <translation>Deuxième tour : nommez une autre couleur</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Last trick: you won</source>
        <translation>Dernier pli : gagné par vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last trick: %1 won</source>
        <translation>Dernier pli : gagné par %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: %2 pts</source>
        <translation>%1 : %2 pts</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes %1</source>
        <translation>prend %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you take %1</source>
        <translation>vous prenez %1</translation>
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
        <translation>Avec atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract: %1 by you</source>
        <translation>Contrat : %1 par vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract: %1 by %2</source>
        <translation>Contrat : %1 par %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High bid: %1 %2 by you</source>
        <translation>Meilleure enchère : %1 %2 par vous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>High bid: %1 %2 by %3</source>
        <translation>Meilleure enchère : %1 %2 par %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking, round %1</source>
        <translation>Prise, tour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in reserve %1</source>
        <translation>en réserve %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one deal</source>
        <translation>une seule donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1</source>
        <translation>partie en %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>You have not announced %1: press Announce (A) first, or play the card again to let it go.</source>
        <translation>Vous n&apos;avez pas annoncé %1 : appuyez d&apos;abord sur Annoncer (A), ou rejouez la carte pour y renoncer.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Take</source>
        <translation>&amp;Prendre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the contract.</source>
        <translation>Prendre le contrat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take with this suit as trump.</source>
        <translation>Prendre avec cette couleur comme atout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+109"/>
        <source>&amp;Pass</source>
        <translation>P&amp;asser</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Coinche now to double this bid; else the auction goes on.</source>
        <translation>Coinchez maintenant pour doubler cette enchère ; sinon les enchères continuent.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Coinche!</source>
        <translation>&amp;Coinche !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract.</source>
        <translation>Contrer le contrat adverse.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No call yet: %1 opens the auction.</source>
        <translation>Aucune annonce encore : %1 ouvre les enchères.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>0: the contract failed, the defence scores it all</source>
        <translation>0 : le contrat a chuté, la défense marque tout</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+49"/>
        <source>Added to score</source>
        <translation>Ajouté au score</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>&amp;Surcoinche!</source>
        <translation>&amp;Surcoinche !</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>Your lead: drag a card to the trick, or double-click it</source>
        <translation>À vous d&apos;entamer : faites glisser une carte vers le pli ou double-cliquez dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a card to the trick, or double-click it</source>
        <translation>À vous : faites glisser une carte vers le pli ou double-cliquez dessus</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Double again: the contract counts four times.</source>
        <translation>Contrer à nouveau : le contrat compte quatre fois.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Announce %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announce your declarations before your first card.</source>
        <translation>Annoncez vos annonces avant votre première carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say &amp;Belote</source>
        <translation>Dire &amp;Belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold the King and Queen of trump: announce them, then play one of them.</source>
        <translation>Vous avez le Roi et la Dame d&apos;atout : annoncez-les, puis jouez l&apos;un d&apos;eux.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1&apos;s %2 still stands: Coinche now to double it, or the auction goes on.</source>
        <translation>L&apos;enchère %2 de %1 tient toujours : coinchez maintenant pour la doubler, sinon les enchères continuent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bid %2: Coinche now to double it, or the auction goes on.</source>
        <translation>%1 a enchéri %2 : coinchez maintenant pour la doubler, sinon les enchères continuent.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No call yet: you open the auction.</source>
        <translation>Aucune annonce encore : vous ouvrez les enchères.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;No coinche</source>
        <translation>&amp;Pas de coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No surcoinche</source>
        <translation>&amp;Pas de surcoinche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coinche doubles the opponents&apos; bid (×2); they may surcoinche (×4).</source>
        <translation>Coincher double l&apos;enchère adverse (×2) ; les adversaires peuvent surcoincher (×4).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Bid to win all eight tricks.</source>
        <translation>Annoncer la prise des huit plis.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made the contract (%2).</source>
        <translation>%1 ont réussi le contrat (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 failed the contract (%2).</source>
        <translation>%1 sont dedans (%2) : contrat chuté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tied (%2): litige, the points wait in reserve.</source>
        <translation>%1 à égalité (%2) : litige, les points restent en réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: </source>
        <translation>Donne %1 : </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capot by %1!</source>
        <translation>Capot pour %1 !</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(%1 wait in the reserve)</source>
        <translation>(%1 restent en réserve)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+54"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
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
        <translation>Score</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>How it adds up</source>
        <translation>Détail du compte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 belote</source>
        <translation>%1 de belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in declarations</source>
        <translation>%1 d&apos;annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 contract</source>
        <translation>%1 de contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 pour toutes les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the capot</source>
        <translation>%1 pour le capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 from the reserve</source>
        <translation>%1 de la réserve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in cards (%2 rounded)</source>
        <translation>%1 en cartes (%2 arrondi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in cards</source>
        <translation>%1 en cartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%2 for all the cards + %3 contract) ×%4</source>
        <translation>(%2 pour toutes les cartes + %3 de contrat) ×%4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone passed: deal %1 is thrown in.</source>
        <translation>Tout le monde a passé : la donne %1 est annulée.</translation>
    </message>
</context>
<context>
    <name>BeloteTutorial</name>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="+43"/>
        <source>You are South; your partner is North, opposite. The turned card is the 9♥. In trump the order is J, 9, A, 10, K, Q, 8, 7: the Jack (20 points) and the Nine (14) are the best. With the 9♥ you would hold J, 9, K and Q of hearts: press Take to make hearts trump.</source>
        <translation>Vous êtes Sud ; votre partenaire est Nord, en face. La retourne est le 9♥. À l&apos;atout, l&apos;ordre est V, 9, A, 10, R, D, 8, 7 : le Valet (20 points) et le Neuf (14) sont les meilleurs. Avec le 9♥, vous auriez V, 9, R et D de cœur : appuyez sur Prendre pour faire cœur atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take this one: the Jack and the Nine, the two best trumps, with King and Queen make a hand that wins the contract.</source>
        <translation>Prenez celle-ci : le Valet et le Neuf, les deux meilleurs atouts, avec le Roi et la Dame, font une main qui gagne le contrat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took: hearts are trump and the last cards are dealt. Before your first card, announce your declarations: J-Q-K of hearts and Q-K-A of spades are two tierces (three cards in a row, 20 points each). Press Announce.</source>
        <translation>Vous avez pris : cœur est atout et les dernières cartes sont distribuées. Avant votre première carte, annoncez vos annonces : V-D-R de cœur et D-R-A de pique sont deux tierces (trois cartes qui se suivent, 20 points chacune). Appuyez sur Annoncer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Announce first: a card played before announcing gives your declarations up.</source>
        <translation>Annoncez d&apos;abord : une carte jouée avant d&apos;annoncer fait perdre vos annonces.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead the first trick. Lead the J♥, the highest trump: nobody can beat it. Everyone must play a trump on a trump, a higher one if they can (over-trumping), so it draws out the opponents&apos; trumps.</source>
        <translation>Vous entamez le premier pli. Jouez le V♥, le plus fort atout : personne ne peut le battre. Sur un atout, chacun doit jouer atout, et monter s&apos;il le peut (surcouper) : il fait tomber les atouts adverses.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead the J♥: the highest trump cannot lose, and it draws out the opponents&apos; trumps.</source>
        <translation>Jouez le V♥ : le plus fort atout ne peut pas perdre, et il fait tomber les atouts adverses.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>East announced a tierce too, but yours are higher: your team scores the declarations. With the Jack gone, the 9♥ is the best trump left: lead it.</source>
        <translation>Est a aussi annoncé une tierce, mais les vôtres sont plus hautes : votre équipe marque les annonces. Le Valet tombé, le 9♥ est le meilleur atout restant : jouez-le.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: with the Jack gone, the Nine is the master trump and wins the trick.</source>
        <translation>Jouez le 9♥ : le Valet tombé, le Neuf est l&apos;atout maître et gagne le pli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the King and Queen of trump: the belote, 20 points your team keeps whatever happens. Press Say Belote before playing the first of them.</source>
        <translation>Vous avez le Roi et la Dame d&apos;atout : la belote, 20 points que votre équipe garde quoi qu&apos;il arrive. Appuyez sur Dire Belote avant de jouer le premier des deux.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say Belote first: the King or Queen of trump played without it gives the 20 points up.</source>
        <translation>Dites Belote d&apos;abord : le Roi ou la Dame d&apos;atout joué sans l&apos;annoncer fait perdre les 20 points.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Belote! Now play the K♥: the opponents have no trump left, so it wins. Rebelote is said by itself when you play the Queen.</source>
        <translation>Belote ! Jouez maintenant le R♥ : les adversaires n&apos;ont plus d&apos;atout, il gagne. Rebelote se dit tout seul quand vous jouerez la Dame.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After Belote your card must be the King or the Queen of trump: play the K♥.</source>
        <translation>Après Belote, votre carte doit être le Roi ou la Dame d&apos;atout : jouez le R♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your spades and last trump will take the lead back whenever you need it. Give up your only loser now: lead the 7♦.</source>
        <translation>Vos piques et votre dernier atout reprendront la main quand il le faudra. Lâchez maintenant votre seule carte perdante : jouez le 7♦.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 7♦: lose your one losing card now, while your masters can still win the lead back.</source>
        <translation>Jouez le 7♦ : perdez votre seule carte perdante maintenant, tant que vos cartes maîtresses peuvent reprendre la main.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>West won and leads the 10♠. You hold spades, so you must follow suit: no trumping, no discarding. In a plain suit the order is A, 10, K, Q, J, 9, 8, 7: play the A♠ to beat the 10.</source>
        <translation>Ouest a gagné et entame le 10♠. Vous avez du pique, vous devez donc fournir : ni couper, ni défausser. Hors atout, l&apos;ordre est A, 10, R, D, V, 9, 8, 7 : jouez l&apos;A♠ pour battre le 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow suit with a spade (the rule), and the A♠ is the one that beats the 10.</source>
        <translation>Fournissez du pique (c&apos;est la règle), et l&apos;A♠ est celui qui bat le 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With the Ace and the 10 gone, the K♠ is the master spade: lead it.</source>
        <translation>L&apos;As et le 10 tombés, le R♠ est le pique maître : jouez-le.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♠: with the Ace and the 10 gone, it is a sure trick.</source>
        <translation>Jouez le R♠ : l&apos;As et le 10 tombés, c&apos;est un pli sûr.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Q♠ is the last spade in play: lead it, nobody can follow.</source>
        <translation>La D♠ est le dernier pique en jeu : jouez-la, personne ne peut fournir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♠: it is the last spade, another sure trick.</source>
        <translation>Jouez la D♠ : c&apos;est le dernier pique, encore un pli sûr.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last trick: play the Q♥ (Rebelote is said for you). The last trick scores 10 more, the dix de der.</source>
        <translation>Dernier pli : jouez la D♥ (Rebelote est dit pour vous). Le dernier pli rapporte 10 de plus, le dix de der.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the Q♥, your last card.</source>
        <translation>Jouez la D♥, votre dernière carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over. The takers must score more than the defenders, belote and declarations counted: North-South %1, East-West %2, so your contract is made. That is Belote! Start a real game from Game &gt; New game.</source>
        <translation>Donne terminée. Les preneurs doivent marquer plus que la défense, belote et annonces comprises : Nord-Sud %1, Est-Ouest %2, votre contrat est donc rempli. C&apos;est ça, la Belote ! Lancez une vraie partie depuis Partie &gt; Nouvelle partie.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Coinche: all the cards are dealt before the auction. A bid names a value (80 to 160, or Capot) and a trump suit, and the takers must score at least that value. East opens 80♣. You may coinche it, doubling the stakes, but your strength is hearts: press Pass and bid your own contract in your turn.</source>
        <translation>Coinche : toutes les cartes sont distribuées avant les enchères. Une enchère donne une valeur (80 à 160, ou Capot) et une couleur d&apos;atout, et les preneurs doivent marquer au moins cette valeur. Est ouvre à 80♣. Vous pouvez la coincher, ce qui double l&apos;enjeu, mais votre force est à cœur : appuyez sur Passer et enchérissez pour votre propre contrat à votre tour.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Do not coinche East&apos;s clubs: your strength is hearts. Pass, and bid them in your turn.</source>
        <translation>Ne coinchez pas les trèfles d&apos;Est : votre force est à cœur. Passez, et enchérissez à cœur à votre tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North passed. Under House rules the opponents may coinche at any moment, so you are offered it again: press Pass once more.</source>
        <translation>Nord a passé. En règles Maison, les adversaires peuvent coincher à tout moment, on vous le propose donc à nouveau : appuyez encore sur Passer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass: your hearts will do better as your own contract.</source>
        <translation>Passez : vos cœurs feront mieux comme votre propre contrat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Bid over East: the value must be higher, and you choose the suit. With A, 10, K, Q and 9 of hearts, two aces and the belote, press 90 ♥: 90 points with hearts as trump.</source>
        <translation>À vous. Surenchérissez sur Est : la valeur doit être plus haute, et vous choisissez la couleur. Avec A, 10, R, D et 9 de cœur, deux as et la belote, appuyez sur 90 ♥ : 90 points avec cœur atout.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid 90 ♥: just over East&apos;s 80, in your strong suit.</source>
        <translation>Enchérissez à 90 ♥ : juste au-dessus des 80 d&apos;Est, dans votre couleur forte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West coinched your 90 ♥: the contract now counts double, and if you fail East-West score it. Your hand is sure of 90: press Surcoinche! to double again, four times the contract.</source>
        <translation>Ouest a coinché votre 90 ♥ : le contrat compte maintenant double, et si vous chutez Est-Ouest le marquent. Votre main est sûre de 90 : appuyez sur Surcoinche ! pour redoubler, quatre fois le contrat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surcoinche: with this hand 90 is safe, so make it count four times.</source>
        <translation>Surcoinchez : avec cette main 90 est sûr, faites-le compter quatre fois.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The contract is 90 ♥ by you, surcoinched. East leads. Before your first card announce your tierce, Q-K-A of hearts: press Announce.</source>
        <translation>Le contrat est 90 ♥ par vous, surcoinché. Est entame. Avant votre première carte, annoncez votre tierce, D-R-A de cœur : appuyez sur Annoncer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce first: a card played before announcing gives your tierce up.</source>
        <translation>Annoncez d&apos;abord : une carte jouée avant d&apos;annoncer fait perdre votre tierce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In a plain suit the 10 beats the Jack and the 9: play the 10♠, ten points in a trick you win.</source>
        <translation>Hors atout, le 10 bat le Valet et le 9 : jouez le 10♠, dix points dans un pli que vous gagnez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 10♠: it wins the trick and brings 10 points.</source>
        <translation>Jouez le 10♠ : il gagne le pli et rapporte 10 points.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: cash the A♠, the master spade.</source>
        <translation>À vous d&apos;entamer : encaissez l&apos;A♠, le pique maître.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the A♠: it is a sure trick.</source>
        <translation>Jouez l&apos;A♠ : c&apos;est un pli sûr.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now draw trumps: lead the 9♥. Only West&apos;s J♥ beats it, and West must spend the Jack on it.</source>
        <translation>Faites maintenant tomber les atouts : jouez le 9♥. Seul le V♥ d&apos;Ouest le bat, et Ouest doit y sacrifier son Valet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 9♥: it forces out West&apos;s Jack, the one trump above yours.</source>
        <translation>Jouez le 9♥ : il fait tomber le Valet d&apos;Ouest, le seul atout au-dessus des vôtres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>West won with the J♥ and leads the A♣. You have no club and an opponent is master, so you must trump: play the 10♥.</source>
        <translation>Ouest a gagné avec le V♥ et entame l&apos;A♣. Vous n&apos;avez pas de trèfle et un adversaire est maître : vous devez couper. Jouez le 10♥.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trump with the 10♥: you must trump, and keep the King and Queen for the belote.</source>
        <translation>Coupez avec le 10♥ : vous devez couper, et gardez le Roi et la Dame pour la belote.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You hold the K♥ and Q♥: press Say Belote before playing the first of them.</source>
        <translation>Vous avez le R♥ et la D♥ : appuyez sur Dire Belote avant de jouer le premier des deux.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say Belote first: 20 points that are never multiplied and never lost.</source>
        <translation>Dites Belote d&apos;abord : 20 points jamais multipliés et jamais perdus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Belote! Lead the Q♥ (Rebelote comes with the King).</source>
        <translation>Belote ! Jouez la D♥ (Rebelote viendra avec le Roi).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the Q♥: after Belote the card must be the King or the Queen of trump.</source>
        <translation>Jouez la D♥ : après Belote, la carte doit être le Roi ou la Dame d&apos;atout.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rebelote: lead the K♥, the master trump now.</source>
        <translation>Rebelote : jouez le R♥, désormais l&apos;atout maître.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the K♥: with the Jack gone, it is the master trump.</source>
        <translation>Jouez le R♥ : le Valet tombé, c&apos;est l&apos;atout maître.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the A♥, your last trump.</source>
        <translation>Jouez l&apos;A♥, votre dernier atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the A♥: it draws West&apos;s last trump.</source>
        <translation>Jouez l&apos;A♥ : il fait tomber le dernier atout d&apos;Ouest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: the A♦.</source>
        <translation>Dernier pli : l&apos;A♦.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the A♦, your last card.</source>
        <translation>Jouez l&apos;A♦, votre dernière carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal over: you made 90 ♥ with %1 points against %2 (cards, belote and declarations counted). Surcoinched, the contract counts four times: (160 + 90) × 4, plus your tierce and belote, %3 points. That is Coinche! Start a real game from Game &gt; New game.</source>
        <translation>Donne terminée : vous avez rempli 90 ♥ avec %1 points contre %2 (cartes, belote et annonces comprises). Surcoinché, le contrat compte quatre fois : (160 + 90) × 4, plus votre tierce et la belote, %3 points. C&apos;est ça, la Coinche ! Lancez une vraie partie depuis Partie &gt; Nouvelle partie.</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>officer</source>
        <translation>officier</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>commander</source>
        <translation>commandant</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>voidpilot</source>
        <translation>pilote du Vide</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>emperor</source>
        <translation>empereur</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+49"/>
        <source>Void</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Bordure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+54"/>
        <source>Sun</source>
        <translation>Soleil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow (wild)</source>
        <translation>Ombre (joker)</translation>
    </message>
    <message>
        <location filename="../gui/table/accessibility.py" line="+1"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your card in the trick</source>
        <translation>Votre carte dans le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned card</source>
        <translation>Carte retournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your commitment</source>
        <translation>Vos cartes engagées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your meld</source>
        <translation>Votre combinaison</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1&apos;s cards</source>
        <translation>Cartes de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card in the trick</source>
        <translation>Carte de %1 dans le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s meld</source>
        <translation>Combinaison de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s commitment</source>
        <translation>Cartes engagées de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 face down</source>
        <translation>%1 face cachée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your hand: %1.</source>
        <translation>Votre main : %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (to play)</source>
        <translation>%1 (jouable)</translation>
    </message>
</context>
<context>
    <name>Declaration</name>
    <message>
        <location filename="../gui/games/declaration/adapter.py" line="+80"/>
        <source>Void</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Bordure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>high to low: E P M O 10 … 2
(Emperor, Voidpilot, Commander, Officer)</source>
        <translation>du plus fort au plus faible : E P M O 10 … 2
(Empereur, Pilote du Vide, Commandant, Officier)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run of 3</source>
        <translation>Suite de 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run of 4+</source>
        <translation>Suite de 4+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triad</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quad</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Your meld</source>
        <translation>Votre combinaison</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Last trick: %1</source>
        <translation>Dernier pli : %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>your partner</source>
        <translation>votre partenaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid %1</source>
        <translation>enchère %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>a fait %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>meld: %1 (%2 pts)</source>
        <translation>combinaison : %1 (%2 pts)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no meld</source>
        <translation>pas de combinaison</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand %1   ·   Trump: %2   ·   Target %3</source>
        <translation>Donne %1   ·   Atout : %2   ·   Objectif %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand Pot %1  (Pot Ante %2 + Pot Action %3)</source>
        <translation>Pot de la donne %1  (pot d&apos;ante %2 + pot d&apos;action %3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sealed</source>
        <translation>scellé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld Dares: %1</source>
        <translation>Défis de combinaison : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contracts: %1</source>
        <translation>Contrats : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <translation>Plis : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hand Pot %1</source>
        <translation>Pot de la donne %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the deal, set your Meld Dare: the other team pays it into the pot if it melds.</source>
        <translation>Avant la donne, fixez votre défi de combinaison : l&apos;autre équipe le paie au pot si elle pose une combinaison.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click cards to pick a meld, then Declare meld — or Pass.</source>
        <translation>Cliquez sur des cartes pour former une combinaison, puis Poser la combinaison — ou Passer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No meld in your hand: Pass.</source>
        <translation>Aucune combinaison dans votre main : passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Votre enchère : combien de plis ferez-vous ?</translation>
    </message>
    <message>
        <location line="-272"/>
        <source>Your card: drag it onto the trick, or double-click it.</source>
        <translation>Votre carte : faites-la glisser sur le pli ou double-cliquez dessus.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your declared meld&apos;s cards go first: drag one onto the trick, or double-click it.</source>
        <translation>Les cartes de votre combinaison posée passent d&apos;abord : faites-en glisser une sur le pli ou double-cliquez dessus.</translation>
    </message>
    <message numerus="yes">
        <location line="+192"/>
        <source>%1 %2 pts · %n bag(s) · %4</source>
        <translation>
            <numerusform>%1 %2 pts · %n sac · %4</numerusform>
            <numerusform>%1 %2 pts · %n sacs · %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Dare %1</source>
        <translation>Défi %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set your team&apos;s Meld Dare to %1 (the cap is %2 = 5 × ante). The opponents pay it on their first meld.</source>
        <translation>Fixer le défi de votre équipe à %1 (plafond %2 = 5 × ante). Les adversaires le paient à leur première combinaison.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Declare %1 for %2 meld points; it costs %3 (plus the opponents&apos; dare on your team&apos;s first meld).</source>
        <translation>Poser %1 pour %2 points ; cela coûte %3 (plus le défi adverse sur la première combinaison de votre équipe).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare %1 (%2 + dare %3 = %4)</source>
        <translation>Poser %1 (%2 + défi %3 = %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declare %1 (%2)</source>
        <translation>Poser %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Click cards in your hand to pick a meld, then declare it.</source>
        <translation>Cliquez sur des cartes de votre main pour former une combinaison, puis posez-la.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare meld</source>
        <translation>Poser la combinaison</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare no meld this hand.</source>
        <translation>Ne poser aucune combinaison dans cette donne.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Bid %n trick(s).</source>
        <translation>
            <numerusform>Enchérir à %n pli.</numerusform>
            <numerusform>Enchérir à %n plis.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 made %2</source>
        <translation>%1 a réussi %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 failed %2</source>
        <translation>%1 a chuté sur %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 take the Hand Pot: %2.</source>
        <translation>%1 remportent le pot de la donne : %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Hand Pot is split: %1 each.</source>
        <translation>Le pot de la donne est partagé : %1 chacun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hand Pot (%1) carries over.</source>
        <translation>Le pot de la donne (%1) est reporté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1: %2. %3</source>
        <translation>Donne %1 : %2. %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld pts</source>
        <translation>Pts comb.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bags</source>
        <translation>Sacs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purse</source>
        <translation>Bourse</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tricks score 10 for each one above the book of 6 when the contract is made, and −10 for each one short when it fails; melds count in full, or half on a failed contract.</source>
        <translation>Les plis comptent 10 chacun au-delà des 6 premiers quand le contrat est rempli, et −10 pour chacun qui manque quand il chute ; les combinaisons comptent en entier, ou à moitié sur un contrat chuté.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: tricks %2, melds %3, bags −%4 = %5.</source>
        <translation>%1 : plis %2, combinaisons %3, sacs −%4 = %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: tricks %2, melds %3 = %5.</source>
        <translation>%1 : plis %2, combinaisons %3 = %5.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hand Pot: Pot Ante %1 + Pot Action %2 = %3.</source>
        <translation>Pot de la donne : pot d&apos;ante %1 + pot d&apos;action %2 = %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand Pot: %1.</source>
        <translation>Pot de la donne : %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: %1 failed and add %2 (equal to the Pot Action).</source>
        <translation>Pénalité : %1 chutent et ajoutent %2 (autant que le pot d&apos;action).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Payout: %1 + penalty %2 = %3 to %4.</source>
        <translation>Gain : %1 + pénalité %2 = %3 pour %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout: %3 to %4.</source>
        <translation>Gain : %3 pour %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Split: %1 = %2 each, %3 left in Pot Ante.</source>
        <translation>Partage : %1 = %2 chacune, %3 restent dans le pot d&apos;ante.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No payout: %1 carries over (Pot Ante %2 with the penalties + Pot Action %3).</source>
        <translation>Pas de gain : %1 est reporté (pot d&apos;ante %2 avec les pénalités + pot d&apos;action %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No payout: %1 carries over (Pot Ante %2 + Pot Action %3).</source>
        <translation>Pas de gain : %1 est reporté (pot d&apos;ante %2 + pot d&apos;action %3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Purses after the hand: %1 %2, %3 %4.</source>
        <translation>Bourses après la donne : %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>DeclarationTutorial</name>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+41"/>
        <source>Declaration: you and North, opposite, play against West and East. Everyone has paid the ante into the Hand Pot. Before the deal each team sets a Meld Dare: if the other team shows a meld this hand, it pays your dare into the pot. Press Dare $4 (2 × ante).</source>
        <translation>Declaration : vous et Nord, en face, jouez contre Ouest et Est. Chacun a payé l&apos;ante dans le pot de la donne. Avant la distribution, chaque équipe fixe un défi de combinaison : si l&apos;autre équipe pose une combinaison cette donne, elle verse votre défi dans le pot. Appuyez sur Défi $4 (2 × ante).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dare $4 (2 × ante): West and East may well meld, and then they pay it into the pot.</source>
        <translation>Défi de $4 (2 × ante) : Ouest et Est pourraient bien poser une combinaison, et ils le verseraient alors dans le pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are dealt and Core (✸) is trump. You may show one meld: your three 9s are a Triad, 30 points for a cost of 3 × ante. Click the three 9s, then press Declare Triad.</source>
        <translation>Les cartes sont distribuées et Noyau (✸) est atout. Vous pouvez poser une combinaison : vos trois 9 font un Brelan, 30 points pour un coût de 3 × ante. Cliquez sur les trois 9, puis appuyez sur Poser Brelan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare the Triad of 9s: 30 points, and your trumps stay free to win tricks.</source>
        <translation>Posez le Brelan de 9 : 30 points, et vos atouts restent libres pour gagner des plis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone melded: West&apos;s meld made East-West pay your dare. Now bid the tricks you will take: your team&apos;s contract is your bid plus North&apos;s, and only tricks above 6 (the book) score. With five top trumps and three Emperors, press Bid 7.</source>
        <translation>Tout le monde a posé : la combinaison d&apos;Ouest a fait payer votre défi à Est-Ouest. Enchérissez maintenant sur les plis que vous ferez : le contrat de votre équipe est votre enchère plus celle de Nord, et seuls les plis au-delà des 6 premiers comptent. Avec cinq gros atouts et trois Empereurs, appuyez sur Enchérir à 7.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bid 7: your trumps and Emperors should take about seven tricks.</source>
        <translation>Enchérissez à 7 : vos atouts et vos Empereurs devraient faire environ sept plis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead. Meld cards first: while you hold cards of your declared meld, you must play one of them whenever the rules allow. Lead the 9▲.</source>
        <translation>Vous entamez. Les cartes de combinaison d&apos;abord : tant que vous avez des cartes de votre combinaison posée, vous devez en jouer une dès que les règles le permettent. Entamez le 9▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead a 9, your meld cards come first: the 9▲ this time.</source>
        <translation>Entamez un 9, vos cartes de combinaison passent d&apos;abord : le 9▲ cette fois.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North won and leads the P▲. You must follow suit with a ▲ card. Your partner is winning the trick: play your 3▲ and keep your Emperor.</source>
        <translation>Nord a gagné et entame le P▲. Vous devez fournir une carte ▲. Votre partenaire gagne le pli : jouez votre 3▲ et gardez votre Empereur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the 3▲: North already wins this trick, so save your Emperor.</source>
        <translation>Jouez le 3▲ : Nord gagne déjà ce pli, gardez donc votre Empereur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North leads the M▲. Your last ▲ card is the Emperor: following suit comes first, so play it.</source>
        <translation>Nord entame le M▲. Votre dernière carte ▲ est l&apos;Empereur : fournir passe avant tout, jouez-le.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow suit with the E▲, your only ▲ card.</source>
        <translation>Fournissez avec l&apos;E▲, votre seule carte ▲.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your lead: your 9s still come first. Lead the 9◉.</source>
        <translation>À vous d&apos;entamer : vos 9 passent toujours d&apos;abord. Entamez le 9◉.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the 9◉: meld cards first while you hold them.</source>
        <translation>Entamez le 9◉ : les cartes de combinaison d&apos;abord tant que vous en avez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last meld card, the 9⬟, must come now.</source>
        <translation>Votre dernière carte de combinaison, le 9⬟, doit venir maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 9⬟: it is your last meld card, and meld cards come first.</source>
        <translation>Jouez le 9⬟ : c&apos;est votre dernière carte de combinaison, et elles passent d&apos;abord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your meld is played: now you may lead anything. A trump beats every other suit, so draw the opponents&apos; trumps: lead the E✸, the highest.</source>
        <translation>Votre combinaison est jouée : vous pouvez maintenant entamer ce que vous voulez. Un atout bat toutes les autres couleurs, alors faites tomber les atouts adverses : entamez l&apos;E✸, le plus fort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E✸: the highest trump cannot lose and draws out theirs.</source>
        <translation>Entamez l&apos;E✸ : le plus fort atout ne peut pas perdre et fait tomber les leurs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East had to follow with a trump. Go on: lead the P✸.</source>
        <translation>Est a dû fournir un atout. Continuez : entamez le P✸.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the P✸, now the highest trump left.</source>
        <translation>Entamez le P✸, désormais le plus fort atout restant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>And the M✸: East still follows with trumps.</source>
        <translation>Et le M✸ : Est fournit encore de l&apos;atout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the M✸, again the highest trump left.</source>
        <translation>Entamez le M✸, encore le plus fort atout restant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East still has trumps, lower than your 10✸ and O✸. Give up a trick with your 2◉ and keep those two to win East&apos;s trump leads.</source>
        <translation>Est a encore des atouts, plus faibles que vos 10✸ et O✸. Cédez un pli avec votre 2◉ et gardez ces deux-là pour gagner les entames d&apos;atout d&apos;Est.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the 2◉: it loses anyway, and your last trumps stay to win later.</source>
        <translation>Entamez le 2◉ : il perd de toute façon, et vos derniers atouts restent pour gagner plus tard.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped and leads the 9✸. Follow suit with a trump: your 10✸ beats it.</source>
        <translation>Est a coupé et entame le 9✸. Fournissez un atout : votre 10✸ le bat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the 10✸: it is enough to beat the 9✸, and the O✸ stays for later.</source>
        <translation>Jouez le 10✸ : il suffit à battre le 9✸, et l&apos;O✸ reste pour plus tard.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lead the E◉, the highest Void card (East may trump it: nothing beats a trump).</source>
        <translation>Entamez l&apos;E◉, la plus forte carte de Vide (Est peut le couper : rien ne bat un atout).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lead the E◉: your O✸ must wait to win East&apos;s next trump lead.</source>
        <translation>Entamez l&apos;E◉ : votre O✸ doit attendre pour gagner la prochaine entame d&apos;atout d&apos;Est.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>East trumped it and leads the 8✸: win it with your O✸.</source>
        <translation>Est l&apos;a coupé et entame le 8✸ : gagnez-le avec votre O✸.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow suit with your O✸.</source>
        <translation>Fournissez avec votre O✸.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last trick: play your E⬟.</source>
        <translation>Dernier pli : jouez votre E⬟.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the E⬟, your last card.</source>
        <translation>Jouez l&apos;E⬟, votre dernière carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement: your team bid 7 and took %1 tricks: 10 for each trick above the book of 6 (%2) plus its melds in full (%3). East-West bid %4 and took %5: they failed, added a penalty to the Hand Pot, and your team won the whole pot, $%6. With %7 points you pass the target and win! Start a real game from Game &gt; New game.</source>
        <translation>Décompte : votre équipe a enchéri à 7 et fait %1 plis : 10 par pli au-delà des 6 premiers (%2) plus ses combinaisons en entier (%3). Est-Ouest ont enchéri à %4 et fait %5 : ils ont chuté, ajouté une pénalité au pot de la donne, et votre équipe remporte tout le pot, $%6. Avec %7 points vous dépassez l&apos;objectif et gagnez ! Lancez une vraie partie depuis Partie &gt; Nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>Declare</name>
    <message>
        <location filename="../gui/games/declare/adapter.py" line="+173"/>
        <source>Dealer picks the joker</source>
        <translation>Le donneur choisit le joker</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Joker: %1 = 0</source>
        <translation>Joker : %1 = 0</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Draw (%1)</source>
        <translation>Pioche (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dead (%1)</source>
        <translation>Écartées (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pick one</source>
        <translation>Choisissez-en une</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Just thrown</source>
        <translation>Jetées à l&apos;instant</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Newest pile</source>
        <translation>Dernier tas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) · score %1</source>
        <translation>
            <numerusform>%n carte · score %1</numerusform>
            <numerusform>%n cartes · score %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) · %1</source>
        <translation>
            <numerusform>%n carte · %1</numerusform>
            <numerusform>%n cartes · %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total %1 · score %2</source>
        <translation>total %1 · score %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declared</source>
        <translation>a déclaré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>commence</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your turn: drag a card onto the pile to throw its rank, or double-click it</source>
        <translation>À vous : faites glisser une carte sur le tas pour jeter sa valeur, ou double-cliquez dessus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take one card: drag it from the pile or the draw to your hand, or double-click it</source>
        <translation>Prenez une carte : faites-la glisser du tas ou de la pioche vers votre main, ou double-cliquez dessus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>declare under %1</source>
        <translation>annonce sous %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your total %1</source>
        <translation>votre total %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>declaring opens in %n go-around(s)</source>
        <translation>
            <numerusform>annonce possible dans %n tour</numerusform>
            <numerusform>annonce possible dans %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>round void in %n turn(s)</source>
        <translation>
            <numerusform>manche nulle dans %n tour</numerusform>
            <numerusform>manche nulle dans %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>You have just thrown this card: pick one from the pile the previous player threw, or draw.</source>
        <translation>Vous venez de jeter cette carte : prenez-en une dans le tas du joueur précédent, ou piochez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throw first: you pick a card after your throw.</source>
        <translation>Jetez d&apos;abord : vous prenez une carte après avoir jeté.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Declare</source>
        <translation>A&amp;nnoncer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the round now: you win it if your total is strictly the lowest.</source>
        <translation>Terminer la manche maintenant : vous la gagnez si votre total est strictement le plus bas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody declared in %1 more turns each: the round is void and nobody scores.</source>
        <translation>Personne n&apos;a annoncé en %1 tours de plus chacun : la manche est nulle et personne ne marque.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2: a good declare!</source>
        <translation>%1 a annoncé à %2 : bonne annonce !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1: a good declare!</source>
        <translation>Vous avez annoncé à %1 : bonne annonce !</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 declared on %2 and was undercut: a bad declare.</source>
        <translation>%1 a annoncé à %2 et s&apos;est fait battre : mauvaise annonce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared on %1 and were undercut: a bad declare.</source>
        <translation>Vous avez annoncé à %1 et vous êtes fait battre : mauvaise annonce.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A bad declare: %1 adds every hand&apos;s total, %2 = %3.</source>
        <translation>Mauvaise annonce : %1 ajoute le total de toutes les mains, %2 = %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bad declare: you add every hand&apos;s total, %1 = %2.</source>
        <translation>Mauvaise annonce : vous ajoutez le total de toutes les mains, %1 = %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A good declare: %1 adds 0, everyone else their hand&apos;s total.</source>
        <translation>Bonne annonce : %1 ajoute 0, chacun des autres le total de sa main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good declare: you add 0, everyone else their hand&apos;s total.</source>
        <translation>Bonne annonce : vous ajoutez 0, chacun des autres le total de sa main.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to score</source>
        <translation>Ajouté au score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>Frontier</name>
    <message>
        <location filename="../gui/games/frontier/adapter.py" line="+73"/>
        <source>Sun</source>
        <translation>Soleil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of a Rank, %3</source>
        <translation>%1 de même valeur, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair, %3</source>
        <translation>Paire, %3</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Your commitment: select cards, then Commit</source>
        <translation>Vos cartes engagées : sélectionnez des cartes, puis Engager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your commitment</source>
        <translation>Vos cartes engagées</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Draw %1</source>
        <translation>Pioche %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 · stake %2</source>
        <translation>%1 · mise %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>out of money</source>
        <translation>à sec</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <location line="+404"/>
        <source>folded</source>
        <translation>couché</translation>
    </message>
    <message>
        <location line="-412"/>
        <location line="+4"/>
        <source>wins %1</source>
        <translation>gagne %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all in</source>
        <translation>à tapis</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>1 card committed</source>
        <translation>1 carte engagée</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+7"/>
        <source>%1 cards committed</source>
        <translation>%1 cartes engagées</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bet %1</source>
        <translation>mise %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you call %1</source>
        <translation>vous suivez pour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bet yet</source>
        <translation>pas encore de mise</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody bet: no money moved</source>
        <translation>Personne n&apos;a misé : aucun argent n&apos;a bougé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 split by %2</source>
        <translation>Pot de %1 partagé entre %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Everyone else folded: your %1 comes back</source>
        <translation>Tous les autres se sont couchés : vos %1 vous reviennent</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take %1 unseen (everyone else folded)</source>
        <translation>Vous remportez %1 sans abattre (tous les autres se sont couchés)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won the %1 pot</source>
        <translation>Vous remportez le pot de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pot %1 won by %2</source>
        <translation>Pot de %1 remporté par %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win with %1</source>
        <translation>Vous gagnez avec %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner: %1 with %2</source>
        <translation>Vainqueur : %1 avec %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 of %2   ·   capacity %3</source>
        <translation>Manche %1 sur %2   ·   capacité %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>limit %1</source>
        <translation>limite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Once per game, before committing: swap your whole hand for fresh cards. It takes your turn: the others act before you again.</source>
        <translation>Une fois par partie, avant d&apos;engager : échangez toute votre main contre de nouvelles cartes. Cela prend votre tour : les autres jouent avant vous à nouveau.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Committed (%1)</source>
        <translation>Engagées (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your cards are committed (the others see only their backs): now bet, call or raise. Fold comes back on your next turn.</source>
        <translation>Vos cartes sont engagées (les autres n&apos;en voient que le dos) : misez, suivez ou relancez maintenant. Se coucher revient à votre prochain tour.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mulligan only before committing.</source>
        <translation>Le mulligan, seulement avant d&apos;engager.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Commit (%1)</source>
        <translation>Engager (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commit the selected cards face down, then stake.</source>
        <translation>Engager les cartes sélectionnées face cachée, puis miser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the cards to commit (or drag them to the commit spot) first.</source>
        <translation>Cliquez d&apos;abord sur les cartes à engager (ou glissez-les sur la place d&apos;engagement).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold and Mulligan grey out.</source>
        <translation>Engager : les cartes sélectionnées sont posées face cachée pour l&apos;abattage, puis vous devez aussitôt miser, suivre ou relancer ; Se coucher et Mulligan sont alors grisés.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Commit: the selected cards go face down for the showdown, then you must bet, call or raise at once, so Fold greys out.</source>
        <translation>Engager : les cartes sélectionnées sont posées face cachée pour l&apos;abattage, puis vous devez aussitôt miser, suivre ou relancer ; Se coucher est alors grisé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Bet %1</source>
        <translation>Miser %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Call %1</source>
        <translation>Suivre %1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Round %1: everyone else folded; your %3 comes back</source>
        <translation>Manche %1 : tous les autres se sont couchés ; vos %3 vous reviennent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: everyone else folded; %2&apos;s %3 comes back</source>
        <translation>Manche %1 : tous les autres se sont couchés ; les %3 de %2 lui reviennent</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Pot won</source>
        <translation>Pot remporté</translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+106"/>
        <location line="+23"/>
        <source>Raise to %1</source>
        <translation>Relancer à %1</translation>
    </message>
    <message numerus="yes">
        <location line="-604"/>
        <source>%n-card Pure, %3</source>
        <translation>
            <numerusform>Pure de %n carte, %3</numerusform>
            <numerusform>Pure de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition, %3</source>
        <translation>
            <numerusform>Coalition de %n carte, %3</numerusform>
            <numerusform>Coalition de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Campaign, %3</source>
        <translation>
            <numerusform>Campagne de %n carte, %3</numerusform>
            <numerusform>Campagne de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Pure Skirmish, %3</source>
        <translation>
            <numerusform>Escarmouche pure de %n carte, %3</numerusform>
            <numerusform>Escarmouche pure de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Coalition Skirmish, %3</source>
        <translation>
            <numerusform>Escarmouche de coalition de %n carte, %3</numerusform>
            <numerusform>Escarmouche de coalition de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Divided Skirmish, %3</source>
        <translation>
            <numerusform>Escarmouche divisée de %n carte, %3</numerusform>
            <numerusform>Escarmouche divisée de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n-card Skirmish, %3</source>
        <translation>
            <numerusform>Escarmouche de %n carte, %3</numerusform>
            <numerusform>Escarmouche de %n cartes, %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Selected: %1 — press Commit</source>
        <translation>Sélection : %1 — appuyez sur Engager</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>opener</source>
        <translation>ouvreur</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>mulligan used</source>
        <translation>mulligan joué</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Your cards are committed for this round; the others see only their backs.</source>
        <translation>Vos cartes sont engagées pour ce tour ; les autres n&apos;en voient que le dos.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have just committed: stake now; you may fold on a later turn.</source>
        <translation>Vous venez d&apos;engager : misez maintenant ; vous pourrez vous coucher à un tour suivant.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No mulligan once your cards are committed.</source>
        <translation>Pas de mulligan une fois vos cartes engagées.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You have used your mulligan: one a game.</source>
        <translation>Vous avez déjà utilisé votre mulligan : un par partie.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+145"/>
        <location line="+7"/>
        <location line="+11"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+146"/>
        <source>½ pot</source>
        <translation>½ pot</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>pot</source>
        <translation>pot</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+148"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: you win the %5 pot (+%3) with %4</source>
        <translation>Manche %1 : vous remportez le pot de %5 (+%3) avec %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 wins the %5 pot (+%3) with %4</source>
        <translation>Manche %1 : %2 remporte le pot de %5 (+%3) avec %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 split %3 with %4</source>
        <translation>Manche %1 : %2 se partagent %3 avec %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Round %1: you take %3 unseen (everyone else folded)</source>
        <translation>Manche %1 : vous remportez %3 sans abattre (tous les autres se sont couchés)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1: %2 takes %3 unseen (everyone else folded)</source>
        <translation>Manche %1 : %2 remporte %3 sans abattre (tous les autres se sont couchés)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: nobody bet; no money moved</source>
        <translation>Manche %1 : personne n&apos;a misé ; aucun argent n&apos;a bougé</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+58"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>Mise</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+53"/>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+5"/>
        <location line="+46"/>
        <location line="+14"/>
        <source>Cash</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Final standings: you win the game.</source>
        <translation>Classement final : vous gagnez la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 wins the game.</source>
        <translation>Classement final : %1 gagne la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final standings: %1 share first place.</source>
        <translation>Classement final : %1 se partagent la première place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won %1</source>
        <translation>a gagné %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last round</source>
        <translation>Dernière manche</translation>
    </message>
</context>
<context>
    <name>FrontierTutorial</name>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+29"/>
        <source>Frontier: five rounds, and the most cash at the end wins. Each round you commit cards face down, bet on them, and the strongest set takes the pot. Round 1 has one card each: your 9 Sun is high. Click it (or drag it onto your commitment), then press Commit.</source>
        <translation>Frontier : cinq manches, et le plus riche à la fin gagne. À chaque manche, vous engagez des cartes face cachée, misez dessus, et la plus forte combinaison remporte le pot. Manche 1, une carte chacun : votre 9 Soleil est haut. Cliquez dessus (ou glissez-le sur vos cartes engagées), puis appuyez sur Engager.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit your 9 first: you bet on the cards you commit, and a 9 is a strong single card.</source>
        <translation>Engagez d&apos;abord votre 9 : on mise sur les cartes engagées, et un 9 est une carte seule forte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now bet on it. There is no check: whoever opens bets at least the minimum. Press Bet $2 (min).</source>
        <translation>Misez maintenant. Il n&apos;y a pas de « parole » : qui ouvre mise au moins le minimum. Appuyez sur Miser $2 (min).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $2, the minimum: enough to open the pot and see the reveal.</source>
        <translation>Misez $2, le minimum : assez pour ouvrir le pot et voir le dévoilement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the reveal your 9 beat Seat 1&apos;s 3: the pot was yours. Round 2, two cards each: Seat 1 opened with $2 on two cards. Your 3 Sun and 1 Tide are of both colours, a weak Divided skirmish. Press Fold: it costs nothing more and your cards stay hidden.</source>
        <translation>Au dévoilement, votre 9 a battu le 3 du joueur 1 : le pot était à vous. Manche 2, deux cartes chacun : le joueur 1 a ouvert à $2 sur deux cartes. Votre 3 Soleil et votre 1 Marée sont des deux couleurs, une faible Escarmouche divisée. Appuyez sur Se coucher : cela ne coûte rien de plus et vos cartes restent cachées.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fold this one: two cards of both colours make a weak Divided skirmish, and folding now costs nothing.</source>
        <translation>Couchez-vous cette fois : deux cartes des deux couleurs font une faible Escarmouche divisée, et se coucher maintenant ne coûte rien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round 3, and you open. More cards always beat fewer, whatever they are: select all three cards, then press Commit.</source>
        <translation>Manche 3, vous ouvrez. Plus de cartes battent toujours moins de cartes, quelles qu&apos;elles soient : sélectionnez vos trois cartes, puis appuyez sur Engager.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all three cards: a 3-card set beats any 2-card set.</source>
        <translation>Engagez les trois cartes : une combinaison de 3 cartes bat toute combinaison de 2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red and blue together make a Divided skirmish, worth the sum of its ranks (a 1 counts as your highest rank: 3 + 4 + 4 = 11). That is the weakest class: bet only the minimum, $2.</source>
        <translation>Rouge et bleu ensemble font une Escarmouche divisée, qui vaut la somme de ses valeurs (un 1 compte comme votre plus haute valeur : 3 + 4 + 4 = 11). C&apos;est la classe la plus faible : misez seulement le minimum, $2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bet the minimum, $2: a Divided skirmish is the weakest class.</source>
        <translation>Misez le minimum, $2 : une Escarmouche divisée est la classe la plus faible.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1&apos;s 7 Moon, 2 Tide and 9 Tide were all blue: a Coalition, worth the product 126, beats a skirmish. The order: more cards first; then of a Rank, Pure (one suit), Coalition (one colour), Campaign (a run), Skirmish. Round 4: Seat 1 bet $2 on four cards. Commit all four of yours.</source>
        <translation>Le 7 Lune, le 2 Marée et le 9 Marée du joueur 1 étaient tous bleus : une Coalition, qui vaut le produit 126, bat une escarmouche. L&apos;ordre : d&apos;abord le nombre de cartes ; puis de même valeur, Pure (une seule suite), Coalition (une seule couleur), Campagne (une série), Escarmouche. Manche 4 : le joueur 1 a misé $2 sur quatre cartes. Engagez vos quatre cartes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Commit all four: fewer cards would lose to Seat 1&apos;s four, whatever they are.</source>
        <translation>Engagez les quatre : moins de cartes perdraient contre les quatre du joueur 1, quelles qu&apos;elles soient.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>10 + 3 + 9 + 10 = 32 is a good Divided skirmish for four cards. Raise: press Raise to $4 (min). Seat 1 must now call, raise again or fold.</source>
        <translation>10 + 3 + 9 + 10 = 32, c&apos;est une bonne Escarmouche divisée pour quatre cartes. Relancez : appuyez sur Relancer à $4 (min). Le joueur 1 doit maintenant suivre, relancer ou se coucher.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise to $4: your 32 is strong enough to make Seat 1 pay more to see it.</source>
        <translation>Relancez à $4 : votre 32 est assez fort pour faire payer plus au joueur 1 pour le voir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat 1 called, and your 32 beat its 18 at the reveal. Round 5, the last: five cards each. Select all five and press Commit.</source>
        <translation>Le joueur 1 a suivi, et votre 32 a battu son 18 au dévoilement. Manche 5, la dernière : cinq cartes chacun. Sélectionnez les cinq et appuyez sur Engager.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commit all five: a 5-card set beats every smaller one.</source>
        <translation>Engagez les cinq : une combinaison de 5 cartes bat toutes les plus petites.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A 5-card set is worth a real bet: press Bet $8, so Seat 1 must risk as much to see your cards.</source>
        <translation>Une combinaison de 5 cartes vaut une vraie mise : appuyez sur Miser $8, le joueur 1 devra risquer autant pour voir vos cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet $8: with all five committed, bet enough to make Seat 1 think twice.</source>
        <translation>Misez $8 : avec vos cinq cartes engagées, misez assez pour faire réfléchir le joueur 1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over. Seat 1 folded, so you took the pot unseen: your cards are never shown. You finish with $%1 against $%2, and the most cash wins. That is Frontier! Start a real game from Game &gt; New game.</source>
        <translation>Partie terminée. Le joueur 1 s&apos;est couché : vous remportez le pot sans dévoiler, vos cartes ne sont jamais montrées. Vous finissez avec $%1 contre $%2, et le plus riche gagne. C&apos;est ça, Frontier ! Lancez une vraie partie depuis Partie &gt; Nouvelle partie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The round is over: look at the reveal, then press Next round.</source>
        <translation>La manche est finie : regardez le dévoilement, puis appuyez sur Manche suivante.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../gui/controller.py" line="+402"/>
        <source>Drag the card, or double-click it, to make its move.</source>
        <translation>Faites glisser la carte, ou double-cliquez dessus, pour jouer son coup.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Could not keep the hand in the history: %1</source>
        <translation>Impossible de garder la donne dans l&apos;historique : %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été annulé.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You deal: choose the joker, double-click one of the two face-up cards.</source>
        <translation>Vous donnez : choisissez le joker, double-cliquez sur l&apos;une des deux cartes visibles.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Time is up: a move was played for you.</source>
        <translation>Temps écoulé : un coup a été joué pour vous.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The search of %1 failed (%2). Try again with a fresh search process, or let a Medium bot play this seat.</source>
        <translation>La recherche de %1 a échoué (%2). Réessayez avec un nouveau processus de recherche, ou laissez un robot Moyen jouer cette place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 did not answer, even after its search process was restarted. Try again, or let a Medium bot play this seat.</source>
        <translation>%1 n’a pas répondu, même après le redémarrage de son processus de recherche. Réessayez, ou laissez un robot Moyen jouer cette place.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Could not save the game: %1. It is tried again at every move.</source>
        <translation>Impossible d’enregistrer la partie : %1. Nouvel essai à chaque coup.</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../gui/games/declare/words.py" line="+43"/>
        <location filename="../gui/games/frontier/words.py" line="+13"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+16"/>
        <source>Hand %1 · trump %2</source>
        <translation>Donne %1 · atout %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+53"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turned card %1</source>
        <translation>carte retournée %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>%1 picked %2: the joker rank is %3</source>
        <translation>%1 a choisi %2 : le joker est le %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked %1: the joker rank is %2</source>
        <translation>Vous avez choisi %1 : le joker est le %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 threw %2</source>
        <translation>%1 a jeté %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You threw %1</source>
        <translation>Vous avez jeté %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 drew from the draw pile</source>
        <translation>%1 a pioché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew from the draw pile</source>
        <translation>Vous avez pioché</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 picked up %2</source>
        <translation>%1 a ramassé %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You picked up %1</source>
        <translation>Vous avez ramassé %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 declared with %2</source>
        <translation>%1 a annoncé avec %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared with %1</source>
        <translation>Vous avez annoncé avec %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody declared in time: the round is void.</source>
        <translation>Personne n&apos;a annoncé à temps : la manche est nulle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round was scored.</source>
        <translation>La manche a été comptée.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+8"/>
        <source>%1 set a sealed dare</source>
        <translation>%1 a fixé un défi caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a sealed dare</source>
        <translation>Vous avez fixé un défi caché</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dares: %1</source>
        <translation>Défis : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards were dealt.</source>
        <translation>Les cartes ont été distribuées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed (no meld)</source>
        <translation>%1 a passé (pas de combinaison)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You passed (no meld)</source>
        <translation>Vous avez passé (pas de combinaison)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 declared %2: %3</source>
        <translation>%1 a posé %2 : %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declared %1: %2</source>
        <translation>Vous avez posé %1 : %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+21"/>
        <location filename="../gui/games/declaration/words.py" line="+6"/>
        <source>%1 bid %2</source>
        <translation>%1 a enchéri à %2</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+48"/>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+24"/>
        <source>%1 won the trick (%2 points)</source>
        <translation>%1 a remporté le pli (%2 points)</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="+11"/>
        <source>%1 won the trick</source>
        <translation>%1 a remporté le pli</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+3"/>
        <source>The hand was settled.</source>
        <translation>La donne a été réglée.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+3"/>
        <source>%1 took a mulligan</source>
        <translation>%1 a pris un mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a mulligan</source>
        <translation>Vous avez pris un mulligan</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 committed %n card(s)</source>
        <translation>
            <numerusform>%1 a engagé %n carte</numerusform>
            <numerusform>%1 a engagé %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You committed %n card(s)</source>
        <translation>
            <numerusform>Vous avez engagé %n carte</numerusform>
            <numerusform>Vous avez engagé %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bet $%2</source>
        <translation>%1 a misé $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet $%1</source>
        <translation>Vous avez misé $%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 raised to $%2</source>
        <translation>%1 a relancé à $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raised to $%1</source>
        <translation>Vous avez relancé à $%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 called $%2</source>
        <translation>%1 a suivi pour $%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called $%1</source>
        <translation>Vous avez suivi pour $%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 had to fold</source>
        <translation>%1 a dû se coucher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had to fold</source>
        <translation>Vous avez dû vous coucher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 folded</source>
        <translation>%1 s&apos;est couché</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You folded</source>
        <translation>Vous vous êtes couché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the pot of $%2 unseen</source>
        <translation>%1 a remporté le pot de $%2 sans abattre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the pot of $%1 unseen</source>
        <translation>Vous avez remporté le pot de $%1 sans abattre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody bet: the round passed.</source>
        <translation>Personne n&apos;a misé : la manche est passée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Showdown: you took the pot of $%1</source>
        <translation>Abattage : vous avez remporté le pot de $%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Showdown: %1 took the pot of $%2</source>
        <translation>Abattage : %1 a remporté le pot de $%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 shared the pot of $%2</source>
        <translation>Abattage : %1 se sont partagé le pot de $%2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-40"/>
        <source>%1 did not surcoinche</source>
        <translation>%1 n&apos;a pas surcoinché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not surcoinche</source>
        <translation>Vous n&apos;avez pas surcoinché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed</source>
        <translation>%1 a passé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You passed</source>
        <translation>Vous avez passé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took in %2</source>
        <translation>%1 a pris à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took in %1</source>
        <translation>Vous avez pris à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took</source>
        <translation>%1 a pris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took</source>
        <translation>Vous avez pris</translation>
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
        <translation>Vous avez enchéri à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 coinched</source>
        <translation>%1 a coinché</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You coinched</source>
        <translation>Vous avez coinché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 surcoinched</source>
        <translation>%1 a surcoinché</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You surcoinched</source>
        <translation>Vous avez surcoinché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone passed: the deal is thrown in.</source>
        <translation>Tout le monde a passé : la donne est annulée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 announced %2</source>
        <translation>%1 a annoncé %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You announced %1</source>
        <translation>Vous avez annoncé %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Belote!</source>
        <translation>%1 : Belote !</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Belote!</source>
        <translation>Vous : Belote !</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Rebelote!</source>
        <translation>%1 : Rebelote !</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: Rebelote!</source>
        <translation>Vous : Rebelote !</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the trick (%1 points)</source>
        <translation>Vous avez remporté le pli (%1 points)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No declarations count: they are equal.</source>
        <translation>Aucune annonce ne compte : elles sont égales.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s declarations count (%2 points): their cards are shown.</source>
        <translation>Les annonces de %1 comptent (%2 points) : leurs cartes sont montrées.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal was scored.</source>
        <translation>La donne a été comptée.</translation>
    </message>
    <message>
        <location filename="../gui/table/hand_log.py" line="-10"/>
        <source>You played %1</source>
        <translation>Vous avez joué %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You won the trick</source>
        <translation>Vous avez remporté le pli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Last trick or turn</source>
        <translation>Dernier pli ou tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand log</source>
        <translation>Journal de la donne</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Last trick, won by %1:</source>
        <translation>Dernier pli, remporté par %1 :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, won by you:</source>
        <translation>Dernier pli, remporté par vous :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last turns:</source>
        <translation>Derniers tours :</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../gui/hint_reasons.py" line="+14"/>
        <source>it is the only move the rules allow</source>
        <translation>c&apos;est le seul coup que les règles permettent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card of its suit still out beats it</source>
        <translation>aucune carte de sa couleur encore en jeu ne la bat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is the lowest card that beats every card played so far</source>
        <translation>c&apos;est la plus petite carte qui bat toutes celles déjà jouées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it beats every card played so far</source>
        <translation>elle bat toutes les cartes déjà jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: give points</source>
        <translation>votre partenaire est maître : donnez des points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is master: keep your good cards</source>
        <translation>votre partenaire est maître : gardez vos bonnes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing wins this trick: keep your good cards</source>
        <translation>rien ne gagne ce pli : gardez vos bonnes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it lets this trick go: winning it would cost more later</source>
        <translation>elle laisse passer ce pli : le gagner coûterait plus ensuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it came out best over the deals the bot imagined</source>
        <translation>c&apos;est le meilleur choix sur les donnes que le robot a imaginées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>announcing it scores for your side</source>
        <translation>l&apos;annoncer rapporte des points à votre camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this round is over: go on</source>
        <translation>cette manche est finie : continuez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is strong enough in %1 to take</source>
        <translation>votre main est assez forte à %1 pour prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your sure tricks are enough to take in No trump</source>
        <translation>vos plis sûrs suffisent pour prendre à sans atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand supports about %1 in %2</source>
        <translation>votre main vaut environ %1 à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their contract looks beatable: your trumps and aces defend</source>
        <translation>leur contrat semble battable : vos atouts et vos as défendent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your hand is well above their contract</source>
        <translation>votre main dépasse largement leur contrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak for more</source>
        <translation>votre main est trop faible pour plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand is too weak to take</source>
        <translation>votre main est trop faible pour prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the highest dare only makes their melds dearer</source>
        <translation>le défi le plus haut ne fait que renchérir leurs combinaisons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the meld&apos;s points are worth its price</source>
        <translation>les points de la combinaison valent son prix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no meld here is worth its price</source>
        <translation>aucune combinaison ici ne vaut son prix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your hand should take about %1 tricks</source>
        <translation>votre main devrait faire environ %1 plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fresh hand should be better than this one</source>
        <translation>une nouvelle main devrait être meilleure que celle-ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody else is left in</source>
        <translation>plus personne d&apos;autre n&apos;est en jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this set beats about %1% of what they can hold</source>
        <translation>cette configuration bat environ %1 % de ce qu&apos;ils peuvent avoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1% to win the showdown: not worth the price</source>
        <translation>environ %1 % de gagner l&apos;abattage : cela ne vaut pas le prix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>almost no chance to win the showdown: fold</source>
        <translation>presque aucune chance de gagner l&apos;abattage : couchez-vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these cards are worth keeping: next round adds a card to them</source>
        <translation>ces cartes valent d&apos;être gardées : la manche suivante leur ajoute une carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% to win the showdown: the pot pays the price</source>
        <translation>environ %1 % de gagner l&apos;abattage : le pot paie le prix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the lower card becomes the joker, the higher is left to the next player</source>
        <translation>la carte la plus basse devient le joker, la plus haute reste au joueur suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about %1% that your total is the lowest</source>
        <translation>environ %1 % que votre total soit le plus bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it throws your highest card</source>
        <translation>vous jetez ainsi votre carte la plus haute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps the hand that gets lowest over your next turns</source>
        <translation>vous gardez ainsi la main qui baisse le plus au fil de vos prochains tours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no card on offer lowers your total: draw</source>
        <translation>aucune carte proposée ne baisse votre total : piochez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card lowers your total the most over your next turns</source>
        <translation>cette carte baisse le plus votre total sur vos prochains tours</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/moves.py" line="+63"/>
        <source>%1 plays</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %2</source>
        <translation>Vous jouez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play</source>
        <translation>jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play %2</source>
        <translation>jouer %2</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+7"/>
        <source>%1 throws</source>
        <translation>%1 jette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2</source>
        <translation>%1 jette %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw</source>
        <translation>Vous jetez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You throw %2</source>
        <translation>Vous jetez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw</source>
        <translation>jeter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw %2</source>
        <translation>jeter %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+1"/>
        <source>%1 draws from the draw pile</source>
        <translation>%1 pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You draw from the draw pile</source>
        <translation>Vous piochez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>draw from the draw pile</source>
        <translation>piocher</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+3"/>
        <location line="+1"/>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pass</source>
        <translation>Vous passez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids</source>
        <translation>%1 enchérit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2</source>
        <translation>%1 enchérit à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid</source>
        <translation>Vous enchérissez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %2</source>
        <translation>Vous enchérissez à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>enchérir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid %2</source>
        <translation>enchérir à %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You: %1</source>
        <translation>Vous : %1</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="+10"/>
        <source>%1 sets a dare</source>
        <translation>%1 fixe un défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sets a dare of %2</source>
        <translation>%1 fixe un défi de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare</source>
        <translation>Vous fixez un défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You set a dare of %2</source>
        <translation>Vous fixez un défi de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare</source>
        <translation>fixer un défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a dare of %2</source>
        <translation>fixer un défi de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declares a meld</source>
        <translation>%1 pose une combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declares the meld %2</source>
        <translation>%1 pose la combinaison %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare a meld</source>
        <translation>Vous posez une combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You declare the meld %2</source>
        <translation>Vous posez la combinaison %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare a meld</source>
        <translation>poser une combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declare the meld %2</source>
        <translation>poser la combinaison %2</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+39"/>
        <location filename="../gui/games/declare/words.py" line="-29"/>
        <source>%1 declares</source>
        <translation>%1 annonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>%1 declares %2</source>
        <translation>%1 annonce %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <source>declare</source>
        <translation>annoncer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>declare %2</source>
        <translation>annoncer %2</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 picks the joker</source>
        <translation>%1 choisit le joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You pick the joker</source>
        <translation>Vous choisissez le joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>pick the joker</source>
        <translation>choisir le joker</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-29"/>
        <location line="+1"/>
        <source>%1 goes on to the next round</source>
        <translation>%1 passe à la manche suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You go on to the next round</source>
        <translation>Vous passez à la manche suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>go on to the next round</source>
        <translation>passer à la manche suivante</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+3"/>
        <location line="+1"/>
        <source>%1 ends the match</source>
        <translation>%1 termine la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You end the match</source>
        <translation>Vous terminez la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>end the match</source>
        <translation>terminer la partie</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+9"/>
        <source>%1 commits</source>
        <translation>%1 engage des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 commits %2</source>
        <translation>%1 engage %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit</source>
        <translation>Vous engagez des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You commit %2</source>
        <translation>Vous engagez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit</source>
        <translation>engager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>commit %2</source>
        <translation>engager %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bets</source>
        <translation>%1 mise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bets %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet</source>
        <translation>Vous misez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bet %2</source>
        <translation>Vous misez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet</source>
        <translation>miser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bet %2</source>
        <translation>miser %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 raises</source>
        <translation>%1 relance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2</source>
        <translation>%1 relance à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise</source>
        <translation>Vous relancez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %2</source>
        <translation>Vous relancez à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise</source>
        <translation>relancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raise to %2</source>
        <translation>relancer à %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 calls</source>
        <translation>%1 suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You call</source>
        <translation>Vous suivez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>call</source>
        <translation>suivre</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You fold</source>
        <translation>Vous vous couchez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>fold</source>
        <translation>se coucher</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 takes a mulligan</source>
        <translation>%1 prend un mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You take a mulligan</source>
        <translation>Vous prenez un mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>take a mulligan</source>
        <translation>prendre un mulligan</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="-37"/>
        <source>%1 takes</source>
        <translation>%1 prend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes in %2</source>
        <translation>%1 prend à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Vous prenez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take in %2</source>
        <translation>Vous prenez à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take</source>
        <translation>prendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take in %2</source>
        <translation>prendre à %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids capot</source>
        <translation>%1 demande le capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids capot in %2</source>
        <translation>%1 demande le capot à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot</source>
        <translation>Vous demandez le capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid capot in %2</source>
        <translation>Vous demandez le capot à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot</source>
        <translation>demander le capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid capot in %2</source>
        <translation>demander le capot à %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 coinches</source>
        <translation>%1 coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You coinche</source>
        <translation>Vous coinchez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>coinche</source>
        <translation>coincher</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 surcoinches</source>
        <translation>%1 surcoinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You surcoinche</source>
        <translation>Vous surcoinchez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>surcoinche</source>
        <translation>surcoincher</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../gui/games/declare/words.py" line="-19"/>
        <source>You declare</source>
        <translation>Vous annoncez</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/declare/words.py" line="+1"/>
        <source>You declare %2</source>
        <translation>Vous annoncez %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>%1 lets the bid stand</source>
        <translation>%1 laisse l&apos;enchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You let the bid stand</source>
        <translation>Vous laissez l&apos;enchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>let the bid stand</source>
        <translation>laisser l&apos;enchère</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 does not surcoinche</source>
        <translation>%1 ne surcoinche pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You do not surcoinche</source>
        <translation>Vous ne surcoinchez pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>do not surcoinche</source>
        <translation>ne pas surcoincher</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 says belote</source>
        <translation>%1 dit belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>You say belote</source>
        <translation>Vous dites belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>say belote</source>
        <translation>dire belote</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/words.py" line="+29"/>
        <source>%1 picks up</source>
        <translation>%1 ramasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 picks up %2</source>
        <translation>%1 ramasse %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up</source>
        <translation>Vous ramassez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You pick up %2</source>
        <translation>Vous ramassez %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up</source>
        <translation>ramasser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pick up %2</source>
        <translation>ramasser %2</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+25"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 wins the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The round is scored.</source>
        <translation>La manche est comptée.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/words.py" line="+25"/>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Tout le monde a passé : les cartes sont redistribuées.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the contract.</source>
        <translation>%1 a le contrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the contract.</source>
        <translation>Vous avez le contrat.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="+30"/>
        <source>Showdown: %1 wins the pot.</source>
        <translation>Abattage : %1 remporte le pot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showdown: you win the pot.</source>
        <translation>Abattage : vous remportez le pot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showdown: %1 share the pot.</source>
        <translation>Abattage : %1 se partagent le pot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes the pot.</source>
        <translation>%1 ramasse le pot.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take the pot.</source>
        <translation>Vous ramassez le pot.</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="+20"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+69"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../gui/moves.py" line="-128"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/words.py" line="-86"/>
        <source>Void</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>Frontière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border</source>
        <translation>Bordure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/words.py" line="-180"/>
        <source>Sun</source>
        <translation>Soleil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame</source>
        <translation>Flamme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tide</source>
        <translation>Marée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/history.py" line="+12"/>
        <source>Unfinished (%1 moves)</source>
        <translation>Inachevée (%1 coups)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The deal.</source>
        <translation>La donne.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Final scores: %1. Winner: %2.</source>
        <translation>Scores finaux : %1. Vainqueur : %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location line="+145"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept games</source>
        <translation>Parties conservées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games yet: every hand you finish is kept here.</source>
        <translation>Aucune partie pour l&apos;instant : chaque donne terminée est conservée ici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This game cannot be replayed: %1 It stays in your history as it is.</source>
        <translation>Cette partie ne peut pas être rejouée : %1 Elle reste telle quelle dans votre historique.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 was not imported: %2 Nothing was added to your history.</source>
        <translation>%1 n’a pas été importé : %2 Rien n’a été ajouté à votre historique.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be exported: %1 Nothing was written.</source>
        <translation>La partie n’a pas pu être exportée : %1 Rien n’a été écrit.</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+14"/>
        <source>Import a game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Relevés de donnes (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+17"/>
        <source>Export a game</source>
        <translation>Exporter une partie</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hand records (*.json)</source>
        <translation>Relevés de donnes (*.json)</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../gui/dialogs/keyboard.py" line="+63"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or previous control</source>
        <translation>Passer au contrôle suivant ou précédent</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Buttons</source>
        <translation>Boutons</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every action can be done from the keyboard. Tab moves between the table, the buttons and the score sheet; on the table the arrow keys choose a card.</source>
        <translation>Toute action peut se faire au clavier. Tab passe de la table aux boutons et à la feuille de marque ; sur la table, les flèches choisissent une carte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
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
        <translation>Card Table est déjà ouvert sur cet ordinateur, avec la même partie enregistrée et les mêmes statistiques. Deux fenêtres écraseraient la partie l’une de l’autre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show the open window</source>
        <translation>Afficher la fenêtre ouverte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open read-only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+25"/>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Table is open in another window on the same files: this one saves nothing (no autosave, history, statistics or settings).</source>
        <translation>Card Table est ouvert dans une autre fenêtre sur les mêmes fichiers : celle-ci n’enregistre rien (ni sauvegarde automatique, ni historique, ni statistiques, ni réglages).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Fair-deal fingerprint: a commitment to this deal, made before anyone played. After the hand, Game → Reveal and check the deal shows that the cards matched.</source>
        <translation>Empreinte de donne équitable : un engagement sur cette donne, pris avant que quiconque ne joue. Après la donne, Partie → Révéler et vérifier la donne montre que les cartes correspondaient.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game #%1</source>
        <translation>Partie n° %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s number: every deal of the game is dealt from it. Quote it when you report a problem.</source>
        <translation>Le numéro de cette partie : chaque donne de la partie en est tirée. Citez-le si vous signalez un problème.</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-971"/>
        <location line="+400"/>
        <source>Pick a game and press New game.</source>
        <translation>Choisissez un jeu et appuyez sur Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="-73"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tutorial</source>
        <translation>Tutoriel</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Its table is not ready yet; play it headless with python -m engine play.</source>
        <translation>Sa table n&apos;est pas encore prête ; jouez-y sans interface avec python -m engine play.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/window/menus.py" line="+24"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ules</source>
        <translation>Règ&amp;les</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="+184"/>
        <source>Declare &amp;tutorial</source>
        <translation>&amp;Tutoriel de Declare</translation>
    </message>
    <message>
        <location filename="../gui/window/chooser.py" line="+1"/>
        <location filename="../gui/window/menus.py" line="+14"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../gui/window/score_sheet.py" line="+49"/>
        <location filename="../gui/window/table_page.py" line="+119"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../gui/window/table_page.py" line="-62"/>
        <source>Back to games</source>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show or hide the score sheet and the hand log (F9)</source>
        <translation>Afficher ou masquer la feuille de marque et le journal de la donne (F9)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Scores and &amp;log</source>
        <translation>Scores et &amp;journal</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Tutorial hint</source>
        <translation>Conseil du tutoriel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Side drawer</source>
        <translation>Volet latéral</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand log</source>
        <translation>Journal de la donne</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-17"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal and &amp;check the deal…</source>
        <translation>Révéler et &amp;vérifier la donne…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Annuler votre dernier coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Clavier…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-176"/>
        <location line="+291"/>
        <source>Saved game</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no game to resume.</source>
        <translation>Il n&apos;y a pas de partie à reprendre.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+15"/>
        <source>Resumed.</source>
        <translation>Partie reprise.</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start a new game?</source>
        <translation>Une seule partie est gardée : votre partie de %1 en cours sera perdue. L&apos;abandonner et commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Only one game is kept: your %1 game in progress will be lost. Give it up and start the tutorial?</source>
        <translation>Une seule partie est gardée : votre partie de %1 en cours sera perdue. L&apos;abandonner et commencer le tutoriel ?</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>This round is over: press %1.</source>
        <translation>Ce tour de jeu est fini : appuyez sur %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../gui/window/fair_deal.py" line="+22"/>
        <source>There is no game.</source>
        <translation>Il n&apos;y a pas de partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was saved before fair-deal proofs were kept: it has none.</source>
        <translation>Cette partie a été enregistrée avant que les preuves de donne équitable soient conservées : elle n&apos;en a pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal in play is revealed once its hand is over. Its fingerprint is %1.</source>
        <translation>La donne en cours sera révélée une fois terminée. Son empreinte est %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal %1: fingerprint %2, secret %3: it matches.</source>
        <translation>Donne %1 : empreinte %2, secret %3 : elle correspond.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1: fingerprint %2, secret %3: it does NOT match.</source>
        <translation>Donne %1 : empreinte %2, secret %3 : elle NE correspond PAS.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every finished deal was dealt exactly as its fingerprint promised.</source>
        <translation>Chaque donne terminée a été distribuée exactement comme son empreinte le promettait.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The check failed: %1</source>
        <translation>La vérification a échoué : %1</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="+13"/>
        <source>Fair deal</source>
        <translation>Donne équitable</translation>
    </message>
    <message>
        <location filename="../gui/window/status_bar.py" line="+27"/>
        <source>Deal fingerprint %1</source>
        <translation>Empreinte de la donne %1</translation>
    </message>
    <message>
        <location filename="../gui/window/final_screen.py" line="+84"/>
        <source>Winning team: %1 (%2)</source>
        <translation>Équipe gagnante : %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joint winners: %1</source>
        <translation>Vainqueurs ex æquo : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>Vainqueur : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your team wins!</source>
        <translation>Votre équipe gagne !</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your team lost this game.</source>
        <translation>Votre équipe a perdu cette partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You lost this game.</source>
        <translation>Vous avez perdu cette partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your team finished %1 of %2.</source>
        <translation>Votre équipe finit %1e sur %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished %1 of %2.</source>
        <translation>Vous finissez %1e sur %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to games</source>
        <translation>Retour aux &amp;jeux</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: game over</source>
        <translation>%1 : partie terminée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
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
        <translation>Équipe %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No scores yet: each round&apos;s appear here as it ends.</source>
        <translation>Pas encore de points : ceux de chaque manche s&apos;affichent ici à sa fin.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2: %3</source>
        <translation>%1, manche %2 : %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, total: %2</source>
        <translation>%1, total : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Totals: %1</source>
        <translation>Totaux : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No round has been scored yet.</source>
        <translation>Aucune manche n&apos;a encore été comptée.</translation>
    </message>
    <message>
        <location filename="../gui/window/menus.py" line="-21"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Signaler un problème…</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="-601"/>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What would the Hard bot do in your place? (It is only shown, never played.)</source>
        <translation>Que ferait le robot Difficile à votre place ? (C&apos;est seulement montré, jamais joué.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the last trick at full size</source>
        <translation>Afficher le dernier pli en grand</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Could not save settings: %1 They apply until you quit.</source>
        <translation>Impossible d’enregistrer les réglages : %1 Ils s’appliquent jusqu’à ce que vous quittiez.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your unfinished %1 game is saved: Resume continues it. A new game replaces it. Start a new game anyway?</source>
        <translation>Votre partie de %1 non terminée est enregistrée : « Reprendre » la poursuit. Une nouvelle partie la remplace. Commencer une nouvelle partie quand même ?</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Replaying the saved game…</source>
        <translation>Relecture de la partie enregistrée…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the saved game…</source>
        <translation>Lecture de la partie enregistrée…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The saved game was not loaded.</source>
        <translation>La partie enregistrée n’a pas été chargée.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The saved game could not be loaded: %1 It was set aside as %2 (nothing is deleted); you can start a new game.</source>
        <translation>La partie enregistrée n’a pas pu être chargée : %1 Elle a été mise de côté sous %2 (rien n’est supprimé) ; vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be loaded: the app could not read the file. It was left where it is; try again once it can be read.</source>
        <translation>La partie enregistrée n’a pas pu être chargée : l’application n’a pas pu lire le fichier. Il a été laissé à sa place ; réessayez quand il pourra être lu.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Not a card now: choose one of the moves under the table.</source>
        <translation>Pas de carte pour l&apos;instant : choisissez l&apos;un des coups sous la table.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n’a encore été joué.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let Medium play</source>
        <translation>Laisser jouer le niveau Moyen</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+6"/>
        <source>Report a problem</source>
        <translation>Signaler un problème</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The report could not be written: %1</source>
        <translation>Le rapport n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The report was written to:
%1

Send it to the developers on the app&apos;s page, %2, attached to a message that says what you did and what you expected. It is plain text (your game, the app&apos;s version and its log, no other files): you can read it before you send it.</source>
        <translation>Le rapport a été écrit dans :
%1

Envoyez-le aux développeurs sur la page de l’application, %2, joint à un message qui dit ce que vous avez fait et ce que vous attendiez. C’est du texte simple (votre partie, la version de l’application et son journal, aucun autre fichier) : vous pouvez le lire avant de l’envoyer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show the folder</source>
        <translation>Afficher le dossier</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is given on your turn.</source>
        <translation>Un conseil est donné à votre tour.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: the Hard bot would %1: %2.</source>
        <translation>Conseil : le robot Difficile choisirait : %1 — %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: the Hard bot would %1.</source>
        <translation>Conseil : le robot Difficile choisirait : %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A game is in progress. It is saved: Resume continues it. Quit now?</source>
        <translation>Une partie est en cours. Elle est enregistrée : « Reprendre » la poursuit. Quitter maintenant ?</translation>
    </message>
    <message>
        <location filename="../gui/app.py" line="+112"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/tutorial.py" line="-184"/>
        <source>Belote &amp;tutorial: With trump</source>
        <translation>&amp;Tutoriel de Belote : avec atout</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Belote tutorial: &amp;Coinche auction</source>
        <translation>Tutoriel de Belote : enchères de la &amp;Coinche</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/tutorial.py" line="+11"/>
        <source>Declaration &amp;tutorial</source>
        <translation>&amp;Tutoriel de Declaration</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/tutorial.py" line="+7"/>
        <source>Frontier &amp;tutorial</source>
        <translation>&amp;Tutoriel de Frontier</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/new_game.py" line="+97"/>
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Usual for the variant</source>
        <translation>Habituel pour la variante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rules for these options…</source>
        <translation>Règles avec ces options…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as they will be played with the options chosen here</source>
        <translation>Les règles telles qu&apos;elles seront jouées avec les options choisies ici</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table options</source>
        <translation>Options de la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI seats</source>
        <translation>Joueurs IA</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner (%1)</source>
        <translation>Partenaire (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top</source>
        <translation>en haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>au centre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom</source>
        <translation>en bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 difficulty</source>
        <translation>Difficulté de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seats are numbered clockwise from you: Seat 1 plays after you.</source>
        <translation>Les joueurs sont numérotés dans le sens horaire à partir de vous : le joueur 1 joue après vous.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What this option does, with the options chosen here</source>
        <translation>Ce que fait cette option, avec les options choisies ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help on %1</source>
        <translation>Aide sur %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Help: %1</source>
        <translation>Aide : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House-rule presets</source>
        <translation>Préréglages de règles maison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a saved preset to fill in its options; “Custom” when the options chosen are no saved preset&apos;s</source>
        <translation>Choisissez un préréglage enregistré pour remplir ses options ; « Personnalisé » quand les options choisies ne sont celles d&apos;aucun préréglage</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a preset from a file</source>
        <translation>Ajouter un préréglage depuis un fichier</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Preset:</source>
        <translation>Préréglage :</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your saved presets cannot be read now: %1</source>
        <translation>Vos préréglages enregistrés ne peuvent pas être lus pour l&apos;instant : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your saved presets could not be read: the file is damaged. It was set aside (nothing is lost), and presets saved from now on start a new one.</source>
        <translation>Vos préréglages enregistrés n&apos;ont pas pu être lus : le fichier est endommagé. Il a été mis de côté (rien n&apos;est perdu), et les préréglages enregistrés désormais commencent un nouveau fichier.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+79"/>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Give the preset a name.</source>
        <translation>Donnez un nom au préréglage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name has at most %1 characters.</source>
        <translation>Un nom de préréglage a au plus %1 caractères.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name cannot hold line breaks or other control characters.</source>
        <translation>Un nom de préréglage ne peut contenir ni saut de ligne ni autre caractère de contrôle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is what the box says when the options are no saved preset&apos;s: pick another name.</source>
        <translation>« %1 » est ce qu&apos;affiche la liste quand les options ne sont celles d&apos;aucun préréglage : choisissez un autre nom.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replace preset</source>
        <translation>Remplacer le préréglage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset named “%1” already exists. Replace it with these options?</source>
        <translation>Un préréglage nommé « %1 » existe déjà. Le remplacer par ces options ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only options that can be played can be saved.</source>
        <translation>Seules des options jouables peuvent être enregistrées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+67"/>
        <source>“%1” was kept as it was.</source>
        <translation>« %1 » a été gardé tel quel.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Preset name (at most %1 characters):</source>
        <translation>Nom du préréglage (au plus %1 caractères) :</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>No preset saved yet</source>
        <translation>Aucun préréglage</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the options chosen now as a preset, under a name</source>
        <translation>Garder les options choisies comme préréglage, sous un nom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the preset shown</source>
        <translation>Oublier le préréglage affiché</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the preset shown to a file, to share</source>
        <translation>Écrire le préréglage affiché dans un fichier, pour le partager</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Loaded “%1”.</source>
        <translation>« %1 » chargé.</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+66"/>
        <source>Could not save the preset: %1</source>
        <translation>Impossible d&apos;enregistrer le préréglage : %1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Saved “%1”.</source>
        <translation>« %1 » enregistré.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replaced “%1”.</source>
        <translation>« %1 » remplacé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Supprimer le préréglage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the preset “%1”? This cannot be undone.</source>
        <translation>Supprimer le préréglage « %1 » ? C&apos;est définitif.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not delete the preset: %1</source>
        <translation>Impossible de supprimer le préréglage : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deleted “%1”.</source>
        <translation>« %1 » supprimé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not export the preset: %1</source>
        <translation>Impossible d&apos;exporter le préréglage : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported “%1” to %2.</source>
        <translation>« %1 » exporté vers %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This file cannot be imported: %1</source>
        <translation>Ce fichier ne peut pas être importé : %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported “%1”.</source>
        <translation>« %1 » importé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save preset</source>
        <translation>Enregistrer le préréglage</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export preset</source>
        <translation>Exporter le préréglage</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Presets (*.json)</source>
        <translation>Préréglages (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Import preset</source>
        <translation>Importer un préréglage</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../gui/dialogs/history.py" line="-418"/>
        <source>Replay table</source>
        <translation>Table de relecture</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This step</source>
        <translation>Cette étape</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot&apos;s choice</source>
        <translation>Le choix du robot Difficile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every step</source>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal (Home)</source>
        <translation>La donne (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back (Left)</source>
        <translation>Une étape en arrière (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward (Right)</source>
        <translation>Une étape en avant (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>La fin (Fin)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>The Hard bot is thinking about this move…</source>
        <translation>Le robot Difficile réfléchit à ce coup…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot agrees with your move.</source>
        <translation>Le robot Difficile aurait joué comme vous.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard bot would rather %1.</source>
        <translation>Le robot Difficile aurait plutôt choisi : %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Hard bot would rather %1: %2.</source>
        <translation>Le robot Difficile aurait plutôt choisi : %1 — %2.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="+16"/>
        <source>Rules</source>
        <translation>Règles</translation>
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
        <translation>La main la plus basse gagne. As 1, 2 à 10 leur valeur, V D R 10 ; chaque carte de la valeur du joker vaut 0.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer picks one of two face-up cards blind: its rank is the joker rank for the round. The other card starts the discard pile.</source>
        <translation>Le donneur choisit à l&apos;aveugle l&apos;une des deux cartes visibles : sa valeur devient celle du joker pour la manche. L&apos;autre carte commence la défausse.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On your turn, either declare, or throw and then pick: throw every card of one rank, then take the top of the draw pile or one card of the group the previous player threw.</source>
        <translation>À votre tour, annoncez, ou bien jetez puis prenez : jetez toutes les cartes d&apos;une même valeur, puis prenez la carte du dessus de la pioche ou une carte du groupe jeté par le joueur précédent.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You may declare when your total is under %1, from your first turn.</source>
        <translation>Vous pouvez annoncer quand votre total est inférieur à %1, dès votre premier tour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good declare (strictly lowest): you add 0 and everyone else adds their total. Bad declare (anyone ties or is lower): you add every hand&apos;s total, your own included.</source>
        <translation>Bonne annonce (strictement la plus basse) : vous marquez 0 et chacun des autres ajoute son total. Mauvaise annonce (quelqu&apos;un égale ou fait moins) : vous ajoutez le total de toutes les mains, la vôtre comprise.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The match is unlimited: you end it between rounds.</source>
        <translation>La partie est illimitée : vous l&apos;arrêtez entre deux manches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest total wins; ties are joint winners.</source>
        <translation>Le total le plus bas gagne ; les ex æquo gagnent ensemble.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have %1 seconds for each turn; when the time runs out a simple move is played for you.</source>
        <translation>Vous avez %1 secondes par tour ; à la fin du temps, un coup simple est joué pour vous.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/rules.py" line="+28"/>
        <source>Declaration</source>
        <translation>Declaration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships: South and North against West and East. 52 cards in four suits, Void, Frontier, Border and Core, ranked 2 to 10, Officer, Commander, Voidpilot, Emperor (highest).</source>
        <translation>Quatre joueurs en deux équipes : Sud et Nord contre Ouest et Est. 52 cartes en quatre couleurs, Vide, Frontière, Bordure et Noyau, de 2 à 10, puis Officier, Commandant, Pilote du Vide, Empereur (la plus forte).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The suits as their cards show them: %1.</source>
        <translation>Les couleurs telles que leurs cartes les montrent : %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first team to reach %1 points wins; if both reach it in the same hand, the higher score wins, and an exact tie plays another hand. The game stops after %2 hands at most.</source>
        <translation>La première équipe à atteindre %1 points gagne ; si les deux l&apos;atteignent dans la même donne, le score le plus haut l&apos;emporte, et une égalité parfaite fait jouer une donne de plus. La partie s&apos;arrête au plus tard après %2 donnes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Antes and dares</source>
        <translation>Antes et défis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand each player antes %1: the Pot Ante grows by %2.</source>
        <translation>À chaque donne, chaque joueur met %1 : le pot d&apos;ante augmente de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the deal each team sets a Meld Dare against the other, from %1 to %2. A team that makes its first accepted meld of the hand pays the opponents&apos; dare into Pot Action.</source>
        <translation>Avant la distribution, chaque équipe fixe un défi de combinaison contre l&apos;autre, de %1 à %2. Une équipe qui pose sa première combinaison acceptée de la donne paie le défi adverse dans le pot d&apos;action.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal and trump</source>
        <translation>Distribution et atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets 13 cards.</source>
        <translation>Chaque joueur reçoit 13 cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void Lock is on: Void is trump every hand.</source>
        <translation>Le verrou du Vide est actif : le Vide est atout à chaque donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump changes every hand: Core, then Border, then Frontier, then Void, and round again.</source>
        <translation>L&apos;atout change à chaque donne : Noyau, puis Bordure, puis Frontière, puis Vide, et on recommence.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting left of the dealer, each player may declare one meld or pass. Meld cards are shown face up and must be played before the player&apos;s other cards.</source>
        <translation>En commençant à gauche du donneur, chaque joueur peut poser une combinaison ou passer. Les cartes posées sont visibles et doivent être jouées avant les autres cartes du joueur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run of 3 in one suit: %1 points, costs %2</source>
        <translation>Suite de 3 dans une couleur : %1 points, coûte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run of 4 or more: %1 points, costs %2</source>
        <translation>Suite de 4 ou plus : %1 points, coûte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Triad (three of a rank): %1 points, costs %2</source>
        <translation>Brelan (trois de même valeur) : %1 points, coûte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quad (four of a rank): %1 points, costs %2</source>
        <translation>Carré (quatre de même valeur) : %1 points, coûte %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bidding and play</source>
        <translation>Enchères et jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player bids 0 to 13 tricks; a team&apos;s contract is the sum of its two bids.</source>
        <translation>Chaque joueur enchérit de 0 à 13 plis ; le contrat d&apos;une équipe est la somme de ses deux enchères.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each trick bid adds %1 to Pot Action, paid by the bidder&apos;s team.</source>
        <translation>Chaque pli demandé ajoute %1 au pot d&apos;action, payé par l&apos;équipe qui enchérit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow suit if you can. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>Fournissez si vous le pouvez. Le plus fort atout remporte le pli, sinon la plus forte carte de la couleur demandée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Void is always trump.</source>
        <translation>Le Vide est toujours atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand&apos;s trump suit may be led at any time.</source>
        <translation>La couleur d&apos;atout de la donne peut être entamée à tout moment.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settlement</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made: %1 points per trick above %2, all meld points; each trick above the contract is a bag, and %3 bags cost %4 points.</source>
        <translation>Contrat réussi : %1 points par pli au-delà de %2, tous les points de combinaison ; chaque pli au-delà du contrat est un sac, et %3 sacs coûtent %4 points.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Contract failed: minus %1 points per trick short, half the meld points (rounded down), no bags.</source>
        <translation>Contrat chuté : moins %1 points par pli manquant, la moitié des points de combinaison (arrondie vers le bas), pas de sacs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team that fails adds an amount equal to Pot Action to the pot; when only one team fails, the other team takes the whole pot.</source>
        <translation>Une équipe qui chute ajoute au pot un montant égal au pot d&apos;action ; si une seule équipe chute, l&apos;autre remporte tout le pot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When both teams make their contracts the pot is carried to the next hand.</source>
        <translation>Si les deux équipes réussissent leur contrat, le pot est reporté à la donne suivante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When both teams make their contracts the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Si les deux équipes réussissent leur contrat, le pot est partagé à parts égales ; un dollar impair reste dans le pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When both teams fail, both pay their penalty and the pot is carried to the next hand.</source>
        <translation>Si les deux équipes chutent, chacune paie sa pénalité et le pot est reporté à la donne suivante.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When both teams fail, both pay their penalty and the pot is split evenly; an odd dollar stays in the pot.</source>
        <translation>Si les deux équipes chutent, chacune paie sa pénalité et le pot est partagé à parts égales ; un dollar impair reste dans le pot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Purses may go into debt; the score, not the money, decides the game.</source>
        <translation>Les bourses peuvent être dans le rouge ; c&apos;est le score, pas l&apos;argent, qui décide de la partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/rules.py" line="+22"/>
        <source>Frontier</source>
        <translation>Frontier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players each start with %2. Five rounds; the most cash at the end wins, equal cash shares the win.</source>
        <translation>%1 joueurs commencent chacun avec %2. Cinq manches ; le plus riche à la fin gagne, les ex æquo partagent la victoire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>50 cards: five suits numbered 1 to 10. Sun and Flame are red, Moon and Tide blue, Shadow is the black Wildcard suit that goes with any colour.</source>
        <translation>50 cartes : cinq couleurs numérotées de 1 à 10. Soleil et Flamme sont rouges, Lune et Marée bleues, Ombre est la couleur joker noire qui va avec toutes les autres.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold 1 card in round 1, 2 in round 2, up to 5 in round 5: at the start of each round everyone draws up to that number. Played cards are shuffled back; unplayed cards stay in your hand.</source>
        <translation>Vous avez 1 carte à la manche 1, 2 à la manche 2, jusqu&apos;à 5 à la manche 5 : au début de chaque manche, chacun complète sa main jusqu&apos;à ce nombre. Les cartes jouées sont remélangées ; les autres restent dans votre main.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You act first in round 1, the next seat in round 2, and so on round the table (at four seats round 5 starts with you again); a seat out of money is passed over.</source>
        <translation>Vous parlez en premier à la manche 1, le siège suivant à la manche 2, et ainsi de suite autour de la table (à quatre sièges, la manche 5 recommence par vous) ; un siège sans argent est sauté.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mulligan, once per game, before committing: discard your hand and draw a fresh one. It takes your turn: the others act, then you stake or fold (a bet made meanwhile leaves you to call, raise or fold).</source>
        <translation>Mulligan, une fois par partie, avant d&apos;engager : défaussez votre main et tirez-en une nouvelle. Cela prend votre tour : les autres jouent, puis vous misez ou passez (une mise faite entre-temps vous laisse suivre, relancer ou passer).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bet: commit one or more cards face down, then bet at least %1.</source>
        <translation>Miser : engagez une ou plusieurs cartes face cachée, puis misez au moins %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise: make the bet at least %1 higher.</source>
        <translation>Relancer : augmentez la mise d&apos;au moins %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Call: match the current bet.</source>
        <translation>Suivre : égalez la mise en cours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold: leave the round.</source>
        <translation>Se coucher : quitter la manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bet may be more than the poorest player still in the round can match. Committed cards cannot be taken back. A player with no cash sits out for good.</source>
        <translation>Aucune mise ne peut dépasser ce que le joueur le plus pauvre encore en jeu peut suivre. Les cartes engagées ne peuvent pas être reprises. Un joueur sans argent est éliminé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showdown</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Committed cards are revealed together and the strongest configuration takes the pot; equal ones split it, the odd dollar to the first tied player in turn order.</source>
        <translation>Les cartes engagées sont révélées ensemble et la configuration la plus forte remporte le pot ; à égalité on le partage, le dollar impair allant au premier joueur à égalité dans l&apos;ordre du jeu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More cards always beat fewer cards. Among equal counts: of a rank (or a pair), then Pure (all of one suit: a Wildcard stays a Shadow), then Coalition (one colour, Wildcards joining any), then Campaign (consecutive numbers), then Skirmish (anything else, a single card too).</source>
        <translation>Plus de cartes bat toujours moins de cartes. À nombre égal : même valeur (ou paire), puis Pure (toutes d&apos;une couleur : un joker reste une Ombre), puis Coalition (une teinte, les jokers s&apos;y joignant), puis Campagne (nombres consécutifs), puis Escarmouche (tout le reste, une carte seule aussi).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pure, Coalition and Campaign take three cards or more: two cards are a pair or a Skirmish, named by their suits as below.</source>
        <translation>Pure, Coalition et Campagne demandent trois cartes ou plus : deux cartes font une paire ou une Escarmouche, nommée d&apos;après leurs couleurs comme ci-dessous.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skirmish is named by its cards and scores: a Pure Skirmish (one suit), the product doubled; a Coalition Skirmish (one colour), the product; a Divided Skirmish (both colours), the sum. In the score a 1 counts as the highest card committed with it (4, 3, 1 scores as 4, 3, 4), except in a Campaign; for the class it stays a 1 (4 and 1 are not a pair). In round 1 the higher number wins.</source>
        <translation>Une Escarmouche est nommée d&apos;après ses cartes et vaut : Escarmouche pure (une couleur), le produit doublé ; Escarmouche de coalition (une teinte), le produit ; Escarmouche divisée (deux teintes), la somme. Dans le score, un 1 compte comme la plus forte carte engagée avec lui (4, 3, 1 vaut 4, 3, 4), sauf dans une Campagne ; pour la catégorie, il reste un 1 (4 et 1 ne font pas une paire). À la manche 1, le plus grand nombre gagne.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+24"/>
        <source>With trump</source>
        <translation>Avec atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sans atout</translation>
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
        <translation>Règles officielles (plus proches du règlement de la fédération).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules.</source>
        <translation>Règles maison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players in two teams, partners opposite: South and North against East and West. 32 cards, 7 to Ace. Dealing, bidding and play go counter-clockwise.</source>
        <translation>Quatre joueurs en deux équipes, partenaires face à face : Sud et Nord contre Est et Ouest. 32 cartes, du 7 à l&apos;as. La donne, les enchères et le jeu tournent dans le sens inverse des aiguilles d&apos;une montre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The first team to reach %1 points wins; if both do, the higher total wins.</source>
        <translation>La première équipe à atteindre %1 points gagne ; si les deux y parviennent, le total le plus haut l&apos;emporte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player gets 5 cards and one card is turned up. In the first round each player may take it, making its suit trump; in the second round a player may name any other suit. The taker gets the turned card and everyone is dealt up to 8 cards. If all pass twice, the deal is thrown in.</source>
        <translation>Chaque joueur reçoit 5 cartes et une carte est retournée. Au premier tour, chacun peut la prendre, sa couleur devenant l&apos;atout ; au second tour, un joueur peut nommer une autre couleur. Le preneur reçoit la carte retournée et chacun est servi jusqu&apos;à 8 cartes. Si tout le monde passe deux fois, la donne est annulée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Each player gets 5 cards, with no turned-up card, and may take in a single round; then everyone gets 3 more cards. If all pass, the deal is thrown in. There is no trump and no belote.</source>
        <translation>Chaque joueur reçoit 5 cartes, sans carte retournée, et peut prendre en un seul tour ; puis chacun reçoit 3 cartes de plus. Si tout le monde passe, la donne est annulée. Il n&apos;y a ni atout ni belote.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>All 32 cards are dealt. Players bid a contract from 80 to 160 (steps of 10) or Capot (all 8 tricks, worth 250), naming its trump suit; three passes after a bid end the auction.</source>
        <translation>Les 32 cartes sont distribuées. Les joueurs enchérissent sur un contrat de 80 à 160 (par dizaines) ou le capot (les 8 plis, qui vaut 250), en nommant l&apos;atout ; trois passes après une enchère closent les enchères.</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>The takers must score at least their contract and more than the defenders. Made: each team scores its points and the takers add the contract. Failed: the defenders score 160 plus the contract.</source>
        <translation>Les preneurs doivent marquer au moins leur contrat et plus que la défense. Réussi : chaque équipe marque ses points et les preneurs ajoutent le contrat. Chuté : la défense marque 160 plus le contrat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Coinched, the winner of the deal scores (160 + the contract) × 2; surcoinched, × 4.</source>
        <translation>Coinché, le gagnant de la donne marque (160 + le contrat) × 2 ; surcoinché, × 4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Capot contract, or a deal in which the winners took every trick, counts 250 instead of 160.</source>
        <translation>Un contrat Capot, ou une donne où les gagnants ont fait tous les plis, compte 250 au lieu de 160.</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>An opponent of the bidder may coinche (double), and the bidding team may then surcoinche (redouble).</source>
        <translation>Un adversaire du preneur peut coincher (contrer), et l&apos;équipe preneuse peut alors surcoincher.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/games/declare/rules.py" line="-69"/>
        <source>%1 players, %2 cards each, from %n deck(s) shuffled together.</source>
        <translation>
            <numerusform>%1 joueurs, %2 cartes chacun, tirées de %n jeu mélangé.</numerusform>
            <numerusform>%1 joueurs, %2 cartes chacun, tirées de %n jeux mélangés ensemble.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You may declare when your total is under %1, once everyone has played %n turn(s) this round.</source>
        <translation>
            <numerusform>Vous pouvez annoncer quand votre total est inférieur à %1, une fois que chacun a joué %n tour dans la manche.</numerusform>
            <numerusform>Vous pouvez annoncer quand votre total est inférieur à %1, une fois que chacun a joué %n tours dans la manche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>If nobody has declared once everyone has played %n more turn(s) after declaring opens, the round is void: nobody scores, and it counts as a round of the match.</source>
        <translation>
            <numerusform>Si personne n&apos;a annoncé une fois que chacun a joué %n tour de plus après l&apos;ouverture des annonces, la manche est nulle : personne ne marque, et elle compte comme une manche du match.</numerusform>
            <numerusform>Si personne n&apos;a annoncé une fois que chacun a joué %n tours de plus après l&apos;ouverture des annonces, la manche est nulle : personne ne marque, et elle compte comme une manche du match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The match lasts %n round(s).</source>
        <translation>
            <numerusform>La partie dure %n manche.</numerusform>
            <numerusform>La partie dure %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/games/belote/rules.py" line="+6"/>
        <source>Official: a coinche is only possible in turn.</source>
        <translation>Officiel : on ne peut coincher qu&apos;à son tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House: an opponent may coinche at any moment while the auction is open, even out of turn.</source>
        <translation>Maison : un adversaire peut coincher à tout moment pendant les enchères, même hors de son tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card values</source>
        <translation>Valeur des cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps, high to low: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8, 7. Other suits: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Atouts, du plus fort au plus faible : V 20, 9 14, A 11, 10 10, R 4, D 3, 8, 7. Autres couleurs : A 11, 10 10, R 4, D 3, V 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every suit, high to low: A 19, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Chaque couleur, du plus fort au plus faible : A 19, 10 10, R 4, D 3, V 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every suit, high to low: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7.</source>
        <translation>Chaque couleur, du plus fort au plus faible : A 11, 10 10, R 4, D 3, V 2, 9, 8, 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last trick is worth 10 more.</source>
        <translation>Le dernier pli vaut 10 de plus (dix de der).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins.</source>
        <translation>Fournissez la couleur demandée si vous le pouvez ; sinon jouez n&apos;importe quelle carte. La plus forte carte de la couleur demandée gagne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If an opponent has trumped and you cannot trump higher, you may discard any card.</source>
        <translation>Si un adversaire a coupé et que vous ne pouvez pas surcouper, vous pouvez vous défausser de n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If an opponent has trumped and you cannot trump higher, you must still play a lower trump.</source>
        <translation>Si un adversaire a coupé et que vous ne pouvez pas surcouper, vous devez quand même pisser un atout plus faible.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the suit led if you can. When trump is led you must play a higher trump if you can, even over your partner.</source>
        <translation>Fournissez la couleur demandée si vous le pouvez. À l&apos;atout, vous devez monter si vous le pouvez, même sur votre partenaire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without the suit led: if your partner is winning the trick, play anything; otherwise you must trump, higher than any trump already played if you can.</source>
        <translation>Sans la couleur demandée : si votre partenaire est maître, jouez ce que vous voulez ; sinon vous devez couper, en surcoupant si vous le pouvez.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Belote: the King and Queen of trumps in one hand are worth 20 when you say &quot;Belote&quot; and &quot;Rebelote&quot; as you play them. They count for the contract and are never lost.</source>
        <translation>Belote : le Roi et la Dame d&apos;atout dans une même main valent 20 si vous dites « Belote » puis « Rebelote » en les jouant. Ils comptent pour le contrat et ne sont jamais perdus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announced with your first card: a sequence of 3 cards is worth 20, of 4 cards 50, of 5 or more 100.</source>
        <translation>Annoncées avec votre première carte : une suite de 3 cartes (tierce) vaut 20, de 4 cartes (cinquante) 50, de 5 ou plus (cent) 100.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Four Jacks 200, four Nines 150, four Aces, Tens, Kings or Queens 100.</source>
        <translation>Carré de valets 200, carré de 9 150, carré d&apos;as, de 10, de rois ou de dames 100.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House: the trump scale is kept in No trump.</source>
        <translation>Maison : le barème de l&apos;atout est conservé en Sans atout.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trump has its own scale: four Aces 200, four Tens 150, four Jacks, Nines, Kings or Queens 100.</source>
        <translation>Le Sans atout a son propre barème : carré d&apos;as 200, carré de 10 150, carré de valets, de 9, de rois ou de dames 100.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the team with the best declaration scores, but it scores all of its own. Declarations count for the contract.</source>
        <translation>Seule l&apos;équipe qui a la meilleure annonce marque, mais elle marque toutes les siennes. Les annonces comptent pour le contrat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A card may not be in two declarations.</source>
        <translation>Une carte ne peut pas servir à deux annonces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card may be in two declarations.</source>
        <translation>Une carte peut servir à deux annonces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two equal best declarations: a sequence in trump wins; otherwise nobody scores any declaration.</source>
        <translation>Deux meilleures annonces égales : une suite à l&apos;atout l&apos;emporte ; sinon personne ne marque d&apos;annonce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After a failed contract or a capot, the declarations go to the team that wins the deal.</source>
        <translation>Après un contrat chuté ou un capot, les annonces vont à l&apos;équipe qui gagne la donne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two equal best declarations: the taker&apos;s team wins.</source>
        <translation>Deux meilleures annonces égales : l&apos;équipe du preneur l&apos;emporte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a failed contract or a capot, the team that won the declarations keeps them.</source>
        <translation>Après un contrat chuté ou un capot, l&apos;équipe qui a gagné les annonces les garde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The takers must score more than the defenders (cards, belote and declarations). Then each team scores its points; if they fail, the defenders score every point of the deal. A tie puts the takers&apos; points in reserve for the next deal won.</source>
        <translation>Les preneurs doivent marquer plus que la défense (cartes, belote et annonces). Chaque équipe marque alors ses points ; s&apos;ils chutent, la défense marque tous les points de la donne. En cas d&apos;égalité (litige), les points des preneurs sont mis en réserve pour la prochaine donne gagnée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taking all 8 tricks (capot) makes the last trick worth 100 instead of 10.</source>
        <translation>Faire les 8 plis (capot) fait valoir le dix de der 100 au lieu de 10.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card points are rounded to the nearest ten.</source>
        <translation>Les points des cartes sont arrondis à la dizaine la plus proche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card points are counted to the exact point.</source>
        <translation>Les points des cartes sont comptés au point près.</translation>
    </message>
    <message>
        <location filename="../gui/rules_text.py" line="+89"/>
        <source>usual for the variant</source>
        <translation>habituel pour la variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One of: %1. Now: %2.</source>
        <translation>Au choix : %1. Actuellement : %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yes or no. Now: %2.</source>
        <translation>Oui ou non. Actuellement : %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 to %3. Now: %2.</source>
        <translation>De %1 à %3. Actuellement : %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>What it makes of the rules now:</source>
        <translation>Ce qu’elle fait des règles maintenant :</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings.py" line="+29"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion (cards jump instead of flying)</source>
        <translation>Réduire les animations (les cartes sautent au lieu de voler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck</source>
        <translation>Jeu à quatre couleurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow undo of your last move (the game is marked)</source>
        <translation>Permettre d&apos;annuler votre dernier coup (la partie est marquée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Belote: I announce my declarations myself (playing a card first asks)</source>
        <translation>Belote : j&apos;annonce moi-même (jouer une carte demande d&apos;abord)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every suit in its own colour, with its letter in the corner: easier to tell apart, also with colour blindness</source>
        <translation>Chaque couleur a sa propre teinte et sa lettre dans le coin : plus facile à distinguer, même en cas de daltonisme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play sounds (cards, chips, your turn)</source>
        <translation>Jouer les sons (cartes, jetons, votre tour)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim the cards you cannot play now</source>
        <translation>Griser les cartes que vous ne pouvez pas jouer</translation>
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
        <translation>Un pli terminé reste sur la table</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+41"/>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>System language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This run is in %1, chosen when the app was started.</source>
        <translation>Cette session est en %1, choisi au lancement de l&apos;application.</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+34"/>
        <location filename="../gui/games/frontier/stats.py" line="+38"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your declares</source>
        <translation>Vos annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good declares</source>
        <translation>Bonnes annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad declares</source>
        <translation>Mauvaises annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken per round</source>
        <translation>Points pris par manche</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+59"/>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+42"/>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+1"/>
        <source>Exact bids</source>
        <translation>Annonces exactes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks off the contract, on average</source>
        <translation>Écart moyen au contrat (plis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Pots won</source>
        <translation>Pots gagnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money won or lost</source>
        <translation>Argent gagné ou perdu</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="-2"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts taken</source>
        <translation>Contrats pris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinches</source>
        <translation>Coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Coinches gagnées</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+1"/>
        <source>Money won in pots</source>
        <translation>Argent gagné dans les pots</translation>
    </message>
    <message>
        <location filename="../gui/services/stats_db.py" line="+226"/>
        <source>The statistics could not be read (%1); they were set aside as %2 and new statistics were started.</source>
        <translation>Les statistiques n&apos;ont pas pu être lues (%1) ; elles ont été mises de côté sous %2 et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics cannot be read just now: %1</source>
        <translation>Les statistiques ne peuvent pas être lues pour l’instant : %1</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>The statistics cannot be written just now (%1); they are kept and will be written when possible.</source>
        <translation>Les statistiques ne peuvent pas être écrites pour l’instant (%1) ; elles sont conservées et seront écrites dès que possible.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The statistics could not be written: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées : %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="+72"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed</source>
        <translation>Mélangés</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location line="+116"/>
        <location line="+40"/>
        <location line="+118"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Adversaires :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Games finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with a move taken back</source>
        <translation>Parties avec un coup annulé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Average score (lower is better)</source>
        <translation>Score moyen (le plus bas est le meilleur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game and your results are charted here.</source>
        <translation>Terminez une partie : vos résultats seront tracés ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Results over time</source>
        <translation>Résultats au fil du temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your score, game by game</source>
        <translation>Votre score, partie par partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+14"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How often each score came up</source>
        <translation>Fréquence de chaque score</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The statistics could not be reset: %1 They are kept as they were.</source>
        <translation>Les statistiques n’ont pas pu être remises à zéro : %1 Elles sont conservées telles quelles.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/stats.py" line="+18"/>
        <source>Your cash after each round (last 8 games)</source>
        <translation>Votre argent après chaque manche (8 dernières parties)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cash curve</source>
        <translation>Courbe d&apos;argent</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/stats.py" line="+11"/>
        <source>Tricks taken minus the contract, per hand</source>
        <translation>Plis faits moins le contrat, par donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Tricks off</source>
        <translation>Écart en plis</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Bid accuracy</source>
        <translation>Précision des annonces</translation>
    </message>
    <message>
        <location filename="../gui/games/declare/stats.py" line="+10"/>
        <source>Your declares</source>
        <translation>Vos annonces</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>Declares</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Good</source>
        <translation>Bonnes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad</source>
        <translation>Mauvaises</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/stats.py" line="+13"/>
        <source>Contracts and coinches</source>
        <translation>Contrats et coinches</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts failed</source>
        <translation>Contrats chutés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches won</source>
        <translation>Coinches gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinches lost</source>
        <translation>Coinches perdues</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/stats.py" line="-14"/>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Oublier les statistiques de tous les jeux ? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../gui/dialogs/summary.py" line="+63"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round over</source>
        <translation>Manche terminée</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop the match</source>
        <translation>Arrêter la partie</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+32"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+30"/>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../gui/table/scene.py" line="+894"/>
        <location line="+178"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Focus the next card you can play</source>
        <translation>Aller à la carte jouable suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the previous card you can play</source>
        <translation>Aller à la carte jouable précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the first card you can play</source>
        <translation>Aller à la première carte jouable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Focus the last card you can play</source>
        <translation>Aller à la dernière carte jouable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the focused card (or pick it for a meld or a commitment)</source>
        <translation>Jouer la carte sélectionnée (ou la choisir pour une combinaison ou un engagement)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Card table, focused card: %1</source>
        <translation>Table de jeu, carte sélectionnée : %1</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../gui/text.py" line="-231"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas à vous de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move does not exist in this game.</source>
        <translation>Ce coup n&apos;existe pas dans ce jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>That move is not possible right now.</source>
        <translation>Ce coup n&apos;est pas possible pour le moment.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot go there.</source>
        <translation>Cette carte ne peut pas aller là.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Declaring opens after %n more turn(s).</source>
        <translation>
            <numerusform>On pourra annoncer dans %n tour.</numerusform>
            <numerusform>On pourra annoncer dans %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your total is {total}: you may declare only under {limit}.</source>
        <translation>Votre total est de {total} : vous ne pouvez annoncer qu&apos;en dessous de {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only pick from the pile the previous player threw.</source>
        <translation>Vous ne pouvez prendre que dans le tas jeté par le joueur précédent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The draw pile is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an unlimited match can be stopped between rounds.</source>
        <translation>Seule une partie illimitée peut être arrêtée entre deux manches.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dare is 0 to 5 times the ante.</source>
        <translation>Un défi vaut de 0 à 5 fois l&apos;ante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid is 0 to 13 tricks.</source>
        <translation>Une enchère va de 0 à 13 plis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld needs at least three cards.</source>
        <translation>Une combinaison demande au moins trois cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card appears twice in that meld.</source>
        <translation>Une carte apparaît deux fois dans cette combinaison.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is a run in one suit or cards of one rank.</source>
        <translation>Une combinaison est une suite dans une couleur ou des cartes de même valeur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run must be consecutive cards of one suit.</source>
        <translation>Une suite doit être faite de cartes consécutives d&apos;une même couleur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run cannot wrap around from the highest to the lowest.</source>
        <translation>Une suite ne peut pas boucler de la plus forte à la plus faible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>You must follow the suit that was led.</source>
        <translation>Vous devez fournir la couleur demandée.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Declared meld cards must be played before the others.</source>
        <translation>Les cartes d&apos;une combinaison posée doivent être jouées avant les autres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already used your mulligan this game.</source>
        <translation>Vous avez déjà utilisé votre mulligan dans cette partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cards are already committed this round.</source>
        <translation>Vos cartes sont déjà engagées pour cette manche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit your cards before your first stake.</source>
        <translation>Engagez vos cartes avant votre première mise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has bet yet: bet first.</source>
        <translation>Personne n&apos;a encore misé : misez d&apos;abord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: raise or call it.</source>
        <translation>Il y a déjà une mise : relancez ou suivez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is below the minimum of {minimum}.</source>
        <translation>Ce montant est inférieur au minimum de {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That amount is above the limit of {limit}.</source>
        <translation>Ce montant dépasse la limite de {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot match the bet: you must fold.</source>
        <translation>Vous ne pouvez pas suivre la mise : vous devez vous coucher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one card.</source>
        <translation>Choisissez au moins une carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card was chosen twice.</source>
        <translation>Une carte a été choisie deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second round, name a suit other than the turned card&apos;s.</source>
        <translation>Au second tour, nommez une autre couleur que celle de la carte retournée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the trump suit you take in.</source>
        <translation>Nommez la couleur d&apos;atout que vous prenez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the turned card&apos;s suit, or pass.</source>
        <translation>Prenez dans la couleur de la carte retournée, ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid higher than the current {high}.</source>
        <translation>Enchérissez au-dessus de l&apos;enchère actuelle de {high}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing can be bid above a Capot.</source>
        <translation>Aucune enchère n&apos;est possible au-dessus d&apos;un capot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only coinche the other team&apos;s bid.</source>
        <translation>Vous ne pouvez coincher que l&apos;enchère de l&apos;équipe adverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are off at this table.</source>
        <translation>Les annonces sont désactivées à cette table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations are made with your first card of the first trick.</source>
        <translation>Les annonces se font avec votre première carte du premier pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has nothing to declare.</source>
        <translation>Votre main n&apos;a rien à annoncer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not what your hand holds.</source>
        <translation>Ce n&apos;est pas ce que contient votre main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold the King and Queen of trumps.</source>
        <translation>Vous n&apos;avez pas le Roi et la Dame d&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After saying Belote, play the King or Queen of trumps.</source>
        <translation>Après avoir dit belote, jouez le Roi ou la Dame d&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play a higher trump.</source>
        <translation>Vous devez monter à l&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit: you must trump.</source>
        <translation>Vous ne pouvez pas fournir : vous devez couper.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow that move now.</source>
        <translation>Les règles ne permettent pas ce coup maintenant.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click to see the last trick at full size, with who played each card (L).</source>
        <translation>Cliquez pour voir le dernier pli en grand, avec qui a joué chaque carte (L).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>V</translation>
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
        <translation>R</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>your partner</source>
        <translation>votre partenaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taker</source>
        <translation>preneur</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>These options cannot be played together.</source>
        <translation>Ces options ne peuvent pas être jouées ensemble.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file or its folder does not exist.</source>
        <translation>Le fichier ou son dossier n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The app is not allowed to open or write that file.</source>
        <translation>L’application n’a pas le droit d’ouvrir ou d’écrire ce fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is a folder, not a file.</source>
        <translation>C’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation>Le disque est plein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder is read-only.</source>
        <translation>Le dossier est en lecture seule.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk or the system refused (%1).</source>
        <translation>Le disque ou le système a refusé (%1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move %1 in the file is not allowed by the rules: %2</source>
        <translation>Le coup %1 du fichier n’est pas permis par les règles : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged: it is not a complete game record (it may have been cut short or edited).</source>
        <translation>Le fichier est endommagé : ce n’est pas un enregistrement de partie complet (il a pu être tronqué ou modifié).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened: the app may not read it, or the disk failed.</source>
        <translation>Le fichier ne peut pas être ouvert : l’application n’a pas le droit de le lire, ou le disque a échoué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is too large to be a game record.</source>
        <translation>Le fichier est trop gros pour être un enregistrement de partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+33"/>
        <source>The file is damaged: it is nested too deeply to be read.</source>
        <translation>Le fichier est endommagé : il est trop imbriqué pour être lu.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The file is not a game record of this app.</source>
        <translation>Le fichier n’est pas un enregistrement de partie de cette application.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game record of a version this app does not know.</source>
        <translation>Le fichier est un enregistrement d’une version que cette application ne connaît pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was written by a newer version of the app.</source>
        <translation>Le fichier a été écrit par une version plus récente de l’application.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was played with other rules of this game.</source>
        <translation>La partie du fichier a été jouée avec d’autres règles de ce jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this app does not have.</source>
        <translation>Le fichier est une partie d’un jeu que cette application n’a pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s options in the file cannot be played.</source>
        <translation>Les options de la partie du fichier ne peuvent pas être jouées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file&apos;s deal is damaged.</source>
        <translation>La donne du fichier est endommagée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s list of moves is damaged.</source>
        <translation>La liste des coups du fichier est endommagée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is not allowed by the rules.</source>
        <translation>Un coup du fichier n’est pas permis par les règles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result written in the file is not what its moves give: the file was changed.</source>
        <translation>Le résultat écrit dans le fichier n’est pas celui que donnent ses coups : le fichier a été modifié.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file is damaged: it is not valid JSON (line %1).</source>
        <translation>Le fichier est endommagé : ce n’est pas du JSON valide (ligne %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not a text file.</source>
        <translation>Le fichier n’est pas un fichier texte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Something unexpected went wrong; it is written in the app&apos;s log.</source>
        <translation>Un problème inattendu est survenu ; il est noté dans le journal de l’application.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your settings file was damaged, so the app started with the default settings. The damaged file was kept as %1.</source>
        <translation>Votre fichier de réglages était endommagé : l’application a démarré avec les réglages par défaut. Le fichier endommagé a été conservé sous %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be read, so the app uses the default settings for now; the file was left as it is and is read again at the next start.</source>
        <translation>Vos réglages n’ont pas pu être lus : l’application utilise pour l’instant les réglages par défaut ; le fichier a été laissé tel quel et sera relu au prochain démarrage.</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting hand</source>
        <translation>Main de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Jeux de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare limit (under)</source>
        <translation>Limite d&apos;annonce (en dessous de)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go-arounds before declaring</source>
        <translation>Tours avant de pouvoir annoncer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlimited match</source>
        <translation>Partie illimitée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn time limit (s, 0 = off)</source>
        <translation>Temps par tour (s, 0 = sans limite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player ($)</source>
        <translation>Ante par joueur ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake per trick bid ($)</source>
        <translation>Mise par pli demandé ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void is always trump</source>
        <translation>Le Vide est toujours atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams make it</source>
        <translation>Pot si les deux équipes réussissent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot when both teams fail</source>
        <translation>Pot si les deux équipes chutent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting cash ($)</source>
        <translation>Argent de départ ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum bet ($)</source>
        <translation>Mise minimale ($)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many players sit at the table, you included.</source>
        <translation>Le nombre de joueurs à la table, vous compris.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player is dealt at the start of a round.</source>
        <translation>Le nombre de cartes distribuées à chaque joueur au début d’une manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many full decks are shuffled together.</source>
        <translation>Le nombre de jeux complets mélangés ensemble.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player may declare only while their hand&apos;s total is under this number.</source>
        <translation>Un joueur ne peut annoncer que si le total de sa main est inférieur à ce nombre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many times play goes around the table before anyone may declare.</source>
        <translation>Le nombre de tours de table avant que quiconque puisse annoncer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many rounds the match lasts.</source>
        <translation>Le nombre de manches de la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on round after round until you stop it between two rounds.</source>
        <translation>La partie continue manche après manche jusqu’à ce que vous l’arrêtiez entre deux manches.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seconds each player has for a move; 0: no limit.</source>
        <translation>Les secondes dont chaque joueur dispose pour un coup ; 0 : sans limite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score that wins the game.</source>
        <translation>Le score qui gagne la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each player puts into the pot at the start of every hand.</source>
        <translation>Ce que chaque joueur met au pot au début de chaque main.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a team stakes for each trick it bids.</source>
        <translation>Ce qu’une équipe mise pour chaque pli qu’elle demande.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Void stays trump in every hand, instead of the trump changing hand by hand.</source>
        <translation>Vide reste l’atout à chaque main, au lieu que l’atout change à chaque main.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams make their bids.</source>
        <translation>Ce que devient le pot quand les deux équipes réussissent leur enchère.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What becomes of the pot when both teams fail.</source>
        <translation>Ce que devient le pot quand les deux équipes échouent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The money each player starts the game with.</source>
        <translation>L’argent avec lequel chaque joueur commence la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest bet allowed.</source>
        <translation>La plus petite mise permise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Belote is played: with a trump, without trump, or Coinche.</source>
        <translation>Quelle belote est jouée : avec atout, sans atout ou coinche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the deals are scored: the house rules or the official scale.</source>
        <translation>Comment les donnes sont comptées : les règles maison ou le barème officiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether sequences, carrés and belote are declared for points.</source>
        <translation>Si les suites, les carrés et la belote sont annoncés pour des points.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Carry over</source>
        <translation>Reporté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split</source>
        <translation>Partagé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With trump</source>
        <translation>Avec atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No trump</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Official scale</source>
        <translation>Barème officiel</translation>
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
        <translation>Un jeu rapide où la main la plus basse gagne, avec une valeur joker, de 2 à 20 joueurs.</translation>
    </message>
    <message>
        <location filename="../gui/games/declaration/__init__.py" line="+1"/>
        <source>Partnership tricks with public melds, Meld Dares and a Hand Pot, for four players.</source>
        <translation>Des plis en équipe avec des combinaisons posées, des défis de combinaison et un pot de donne, pour quatre joueurs.</translation>
    </message>
    <message>
        <location filename="../gui/games/frontier/__init__.py" line="+1"/>
        <source>Commit cards face down, bet on their strength, reveal: five rounds, 2 to 8 players.</source>
        <translation>Engagez des cartes face cachée, misez sur leur force, révélez : cinq manches, de 2 à 8 joueurs.</translation>
    </message>
    <message>
        <location filename="../gui/games/belote/__init__.py" line="+1"/>
        <source>The French trick-taking game for two teams: with trump, no trump or coinche.</source>
        <translation>Le jeu de plis français pour deux équipes : avec atout, sans atout ou coinche.</translation>
    </message>
    <message>
        <location filename="../gui/text.py" line="+4"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{file} is too large to be a preset.</source>
        <translation>{file} est trop volumineux pour être un préréglage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read: {error}.</source>
        <translation>{file} ne peut pas être lu : {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a valid preset file (not JSON).</source>
        <translation>{file} n&apos;est pas un fichier de préréglage valide (pas du JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a preset file.</source>
        <translation>{file} n&apos;est pas un fichier de préréglage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a preset for {game}, not for {this_game}.</source>
        <translation>{file} est un préréglage pour {game}, pas pour {this_game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has no name or no options.</source>
        <translation>{file} n&apos;a pas de nom ou pas d&apos;options.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} has options this game cannot use: {problem}</source>
        <translation>{file} contient des options inutilisables pour ce jeu : {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{players} players with {hand_size} cards each need at least {decks_needed} decks.</source>
        <translation>{players} joueurs à {hand_size} cartes chacun demandent au moins {decks_needed} jeux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{option} must be between {min} and {max}.</source>
        <translation>{option} doit être compris entre {min} et {max}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be one of {choices}.</source>
        <translation>{option} doit être l&apos;une des valeurs {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a whole number.</source>
        <translation>{option} doit être un nombre entier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be yes or no.</source>
        <translation>{option} doit être oui ou non.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown options: {options}.</source>
        <translation>Options inconnues : {options}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} must be a multiple of {step}.</source>
        <translation>{option} doit être un multiple de {step}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The minimum bet ({min_bet}) cannot be above the starting cash ({starting_cash}).</source>
        <translation>La mise minimale ({min_bet}) ne peut pas dépasser l&apos;argent de départ ({starting_cash}).</translation>
    </message>
</context>
<context>
    <name>TutorialGuide</name>
    <message>
        <location filename="../gui/games/declare/tutorial.py" line="-132"/>
        <source>You are the dealer. Before seeing your hand, pick one of the two face-up cards: its rank becomes the joker for this round, and every card of that rank is worth 0. Double-click the 7♥: a 7 is worth 7, an Ace only 1, so a joker 7 saves more.</source>
        <translation>Vous êtes le donneur. Avant de voir votre main, choisissez l&apos;une des deux cartes visibles : sa valeur devient le joker de la manche, et chaque carte de cette valeur vaut 0. Double-cliquez sur le 7♥ : un 7 vaut 7, un As seulement 1, un joker 7 fait donc gagner plus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pick the 7♥: making the 7s worth 0 saves more than the Ace, already worth only 1.</source>
        <translation>Prenez le 7♥ : faire valoir 0 aux 7 fait gagner plus que l&apos;As, qui ne vaut déjà que 1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn. Lowest hand wins: Ace 1, 2-10 face value, J Q K 10, jokers 0. Throw a rank: drag your highest card onto the newest pile (or double-click it). Every card of that rank goes with it, so a pair goes out in one throw.</source>
        <translation>À vous. La main la plus basse gagne : as 1, 2 à 10 leur valeur, V D R 10, jokers 0. Jetez une valeur : faites glisser votre plus forte carte sur le dernier tas (ou double-cliquez dessus). Toutes les cartes de cette valeur partent avec elle : une paire part d&apos;un seul coup.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Throw your King: it is your highest card, worth 10.</source>
        <translation>Jetez votre Roi : c&apos;est votre plus grosse carte, elle vaut 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now take exactly one card: the top of the draw pile, or any one card from the pile the previous player threw. Drag it onto your hand. Take low cards and jokers; leave the high ones.</source>
        <translation>Prenez maintenant exactement une carte : celle du dessus de la pioche, ou n&apos;importe quelle carte du tas jeté par le joueur précédent. Faites-la glisser dans votre main. Prenez les petites cartes et les jokers ; laissez les grosses.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the J♠, worth 10: take the top of the draw pile instead.</source>
        <translation>Laissez le V♠, qui vaut 10 : prenez plutôt le dessus de la pioche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Declaring is locked until everyone has played one full turn this round: the Declare button stays grey until then. Throw your highest card again, the 10.</source>
        <translation>L&apos;annonce est bloquée tant que chacun n&apos;a pas joué un tour complet dans la manche : le bouton Annoncer reste grisé jusque-là. Jetez encore votre plus grosse carte, le 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 10: it is your highest card now.</source>
        <translation>Jetez le 10 : c&apos;est maintenant votre plus grosse carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the Q♣, worth 10: leave it and take the top of the draw pile.</source>
        <translation>Le tas propose la D♣, qui vaut 10 : laissez-la et prenez le dessus de la pioche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the Q♣, worth 10: take from the draw pile.</source>
        <translation>Laissez la D♣, qui vaut 10 : piochez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You drew the Q♠: throw it, it is worth 10.</source>
        <translation>Vous avez pioché la D♠ : jetez-la, elle vaut 10.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw the Queen: worth 10, it is your highest card.</source>
        <translation>Jetez la Dame : elle vaut 10, c&apos;est votre plus grosse carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pile offers the K♣, worth 10 again: take the top of the draw pile.</source>
        <translation>Le tas propose le R♣, qui vaut encore 10 : prenez le dessus de la pioche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the K♣, worth 10: take from the draw pile.</source>
        <translation>Laissez le R♣, qui vaut 10 : piochez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is 14, above the limit of 10 to declare. Throw the 9, your highest card.</source>
        <translation>Votre total est 14, au-dessus de la limite de 10 pour annoncer. Jetez le 9, votre plus grosse carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throw the 9: it brings your total under the limit.</source>
        <translation>Jetez le 9 : il ramène votre total sous la limite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your two 2s and the Ace make 5. Leave the 8♠ (it would take you to 13): take the top of the draw pile.</source>
        <translation>Vos deux 2 et l&apos;As font 5. Laissez le 8♠ (il vous mènerait à 13) : prenez le dessus de la pioche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leave the 8♠: with it your total would be 13, above the limit to declare.</source>
        <translation>Laissez le 8♠ : avec lui votre total serait 13, au-dessus de la limite pour annoncer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your total is %1, under %2: declare now with the Declare button (or D). You score 0 only if your total is strictly the lowest; if anyone ties or beats you, you take everyone&apos;s points. With 6 you are safe: declare.</source>
        <translation>Votre total est %1, sous %2 : annoncez maintenant avec le bouton Annoncer (ou D). Vous marquez 0 seulement si votre total est strictement le plus bas ; si quelqu&apos;un fait aussi bien ou mieux, vous prenez les points de tous. Avec 6 vous êtes tranquille : annoncez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare: a total of 6 is very low, and waiting lets the others get lower.</source>
        <translation>Annoncez : un total de 6 est très bas, et attendre laisse les autres descendre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round over: every hand is shown with its total. That is Declare! Start a real match from Game &gt; New game.</source>
        <translation>Manche terminée : chaque main est montrée avec son total. C&apos;est ça, Declare ! Lancez une vraie partie depuis Partie &gt; Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../gui/tutorial.py" line="+32"/>
        <source>Watch the others play: the next step shows here.</source>
        <translation>Regardez jouer les autres : l&apos;étape suivante s&apos;affichera ici.</translation>
    </message>
</context>
</TS>
