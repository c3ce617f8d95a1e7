import type { ArticleText } from './content-types.ts';

/** German knowledge and tutorial articles. */
export const ARTICLES_DE: Record<string, ArticleText> = {
  'espresso-extraction': {
    slug: 'espresso-extraktion',
    title: 'Espresso richtig extrahieren',
    summary:
      'Dosis, Mahlgrad und Zeit: Mit diesem Rezept als Startpunkt gelingt Ihr Espresso Schritt für Schritt.',
    body: `<p>Ein guter Espresso ist kein Zufall. Drei Größen bestimmen das Ergebnis: die Menge Kaffeemehl (Dosis), die Menge Espresso in der Tasse (Ertrag) und die Durchlaufzeit.</p>
<h2>Das Grundrezept</h2><ul><li>18 g Kaffeemehl im Doppelsieb</li><li>36 g Espresso in der Tasse (Verhältnis 1:2)</li><li>25 bis 30 Sekunden Durchlaufzeit bei etwa 93 °C</li></ul>
<h2>Nach Geschmack justieren</h2><p>Schmeckt der Espresso sauer und dünn, ist er unterextrahiert: Mahlen Sie feiner oder verlängern Sie die Zeit. Schmeckt er bitter und trocken, ist er überextrahiert: Mahlen Sie gröber. Ändern Sie immer nur eine Größe auf einmal und wiegen Sie Dosis und Ertrag mit einer Kaffeewaage.</p>
<p>Verteilen Sie das Kaffeemehl gleichmäßig im Sieb und tampern Sie gerade, damit das Wasser keine Kanäle findet.</p>`,
  },
  'grinder-choice': {
    slug: 'die-richtige-kaffeemuehle',
    title: 'Die richtige Kaffeemühle finden',
    summary: 'Kegel- oder Scheibenmahlwerk, Hand- oder Elektromühle: worauf es beim Kauf wirklich ankommt.',
    body: `<p>Die Mühle beeinflusst den Geschmack stärker als die Maschine. Entscheidend ist ein gleichmäßiges Mahlgut, denn zu feine und zu grobe Partikel extrahieren unterschiedlich schnell.</p>
<h2>Kegel oder Scheibe?</h2><p>Kegelmahlwerke arbeiten leise, langsam und verzeihen kleine Fehler – ideal für Einsteiger und Vollautomaten. Große Flachmahlscheiben liefern ein besonders einheitliches Mahlgut und betonen die Klarheit heller Röstungen.</p>
<h2>Espresso oder Filter?</h2><p>Für Espresso brauchen Sie eine feine, möglichst stufenlose Verstellung. Für Filterkaffee zählen ein gröberes Mahlgut und wenig Feinanteil. Wer beides zubereitet, wählt eine Mühle mit schneller, reproduzierbarer Verstellung oder zwei Mühlen.</p>
<h2>Hand oder elektrisch?</h2><p>Eine gute Handmühle mahlt für eine Tasse in etwa 30 Sekunden und ist perfekt für Reisen. Für mehrere Espressi am Tag lohnt sich eine elektrische Mühle.</p>`,
  },
  descaling: {
    slug: 'kaffeemaschine-entkalken',
    title: 'Kaffeemaschine richtig entkalken',
    summary: 'Wie oft, womit und in welchen Schritten Sie Siebträger und Vollautomaten entkalken.',
    body: `<p>Kalk ist der häufigste Grund für Reparaturen. Er verstopft Leitungen, isoliert Heizelemente und verfälscht die Brühtemperatur.</p>
<h2>Wie oft?</h2><p>Das hängt von der Wasserhärte ab. Bei hartem Wasser (über 14 °dH) empfehlen wir alle vier Wochen, bei weichem Wasser alle drei Monate. Ein Wasserfilter verlängert die Abstände deutlich.</p>
<h2>So geht's</h2><ol><li>Verwenden Sie einen Entkalker auf Milch- oder Zitronensäurebasis, keinen Essig.</li><li>Lösen Sie ihn nach Anleitung im Wassertank auf.</li><li>Lassen Sie die Lösung portionsweise durch Brühgruppe und Dampflanze laufen und 20 Minuten einwirken.</li><li>Spülen Sie mit zwei vollen Tanks frischem Wasser nach.</li></ol>
<p>Bei Dualboiler-Maschinen mit Messingkessel beachten Sie unbedingt die Herstellerangaben – manche dürfen nur vom Service entkalkt werden.</p>`,
  },
  'milk-frothing': {
    slug: 'milch-aufschaeumen',
    title: 'Milch perfekt aufschäumen',
    summary: 'Von der richtigen Kanne bis zum Herz in der Tasse: so wird Milchschaum feinporig und glänzend.',
    body: `<p>Guter Milchschaum ist glänzend, flüssig und ohne sichtbare Blasen. Beginnen Sie mit kalter Vollmilch (3,5 %) in einer kalten Kanne, die höchstens zu einem Drittel gefüllt ist.</p>
<h2>Zwei Phasen</h2><ol><li><strong>Ziehen:</strong> Halten Sie die Dampfdüse knapp unter die Oberfläche, bis Sie ein leises Zischen hören. So gelangt Luft in die Milch, bis das Volumen um etwa ein Drittel gewachsen ist.</li><li><strong>Rollen:</strong> Tauchen Sie die Düse etwas tiefer ein und lassen Sie die Milch wirbeln, bis die Kanne zu heiß zum Anfassen wird (etwa 60-65 °C).</li></ol>
<p>Klopfen Sie die Kanne kurz auf, schwenken Sie die Milch und gießen Sie zügig. Für Latte Art eignen sich Kannen mit spitzem Ausguss. Hafer-Barista-Drinks schäumen ähnlich, brauchen aber etwas weniger Luft.</p>`,
  },
  'storing-beans': {
    slug: 'kaffeebohnen-richtig-lagern',
    title: 'Kaffeebohnen richtig lagern',
    summary:
      'Sauerstoff, Licht, Wärme und Feuchtigkeit sind die Feinde des Aromas. So bleibt Ihr Kaffee frisch.',
    body: `<p>Frisch gerösteter Kaffee entwickelt sein bestes Aroma etwa eine Woche nach der Röstung und bleibt rund sechs Wochen nach dem Öffnen der Packung in Bestform.</p>
<h2>Die vier Regeln</h2><ul><li><strong>Luftdicht:</strong> Verschließen Sie die Tüte mit Aromaventil oder nutzen Sie eine Vorratsdose.</li><li><strong>Dunkel:</strong> Licht lässt Öle ranzig werden.</li><li><strong>Kühl:</strong> Raumtemperatur ist ideal, nicht neben Herd oder Maschine.</li><li><strong>Trocken:</strong> niemals im Kühlschrank, dort zieht der Kaffee Feuchtigkeit und Gerüche an.</li></ul>
<p>Größere Mengen können Sie portionsweise luftdicht einfrieren und die Bohnen gefroren mahlen. Ganze Bohnen halten deutlich länger als gemahlener Kaffee – mahlen Sie deshalb möglichst kurz vor der Zubereitung.</p>`,
  },
  'filter-ratios': {
    slug: 'filterkaffee-mischverhaeltnis',
    title: 'Filterkaffee: das richtige Verhältnis',
    summary:
      '60 Gramm Kaffee pro Liter als Ausgangspunkt – und wie Sie Rezept, Mahlgrad und Wasser anpassen.',
    body: `<p>Das wichtigste Rezept für Filterkaffee ist ein Verhältnis: etwa 60 g Kaffee auf 1 Liter Wasser. Für eine große Tasse sind das 15 g Kaffee und 250 g Wasser.</p>
<h2>Schritt für Schritt am Handfilter</h2><ol><li>Filterpapier mit heißem Wasser ausspülen.</li><li>15 g Kaffee mittelfein mahlen, etwa wie grobes Salz.</li><li>Mit 30-40 g Wasser bei 92-96 °C aufgießen und 30 Sekunden quellen lassen (Blooming).</li><li>In zwei bis drei Etappen bis 250 g aufgießen.</li><li>Die Gesamtzeit sollte bei 2:30 bis 3:30 Minuten liegen.</li></ol>
<h2>Feinjustierung</h2><p>Wirkt der Kaffee wässrig, erhöhen Sie die Dosis auf 65 g pro Liter oder mahlen feiner. Ist er bitter, mahlen Sie gröber. Weiches, gefiltertes Wasser bringt die Frucht heller Röstungen am besten zur Geltung.</p>`,
  },
  'water-quality': {
    slug: 'wasser-fuer-kaffee',
    title: 'Das richtige Wasser für Kaffee',
    summary:
      'Kaffee besteht zu 98 Prozent aus Wasser. Wie Härte und Mineralien den Geschmack prägen und Ihre Maschine schützen.',
    body: `<p>Kaffee besteht zu etwa 98 Prozent aus Wasser – kein Wunder, dass es den Geschmack stark beeinflusst. Zu hartes Wasser macht Kaffee flach und bitter und lässt Kalk in der Maschine wachsen. Zu weiches Wasser betont die Säure übermäßig.</p>
<h2>Die Zielwerte</h2><ul><li>Gesamthärte: etwa 4-8 °dH</li><li>Karbonathärte: etwa 3-5 °dH</li><li>Neutraler Geschmack, kein Chlorgeruch</li></ul>
<h2>So erreichen Sie sie</h2><p>Fragen Sie bei Ihrem Wasserversorger nach der Härte oder messen Sie mit Teststreifen. Bei hartem Wasser hilft ein Tischwasserfilter oder eine Filterkartusche im Tank. Wechseln Sie Kartuschen regelmäßig, sonst geben sie gesammelte Stoffe wieder ab.</p>
<p>Destilliertes Wasser ist ungeeignet: Ohne Mineralien schmeckt Kaffee leer, und manche Maschinen erkennen den Füllstand nicht mehr.</p>`,
  },
  'cold-brew': {
    slug: 'cold-brew-zubereiten',
    title: 'Cold Brew selbst zubereiten',
    summary: 'Mild, süß und erfrischend: So gelingt kalt extrahierter Kaffee mit einfachem Zubehör.',
    body: `<p>Cold Brew wird nicht gekocht, sondern über viele Stunden mit kaltem Wasser extrahiert. Das Ergebnis ist mild, schokoladig und arm an Säure – ideal für warme Tage.</p>
<h2>Das Rezept</h2><ol><li>100 g Kaffee grob mahlen, etwa wie für die French Press.</li><li>Mit 1 Liter kaltem, gefiltertem Wasser übergießen und umrühren.</li><li>Abgedeckt 12 bis 16 Stunden im Kühlschrank ziehen lassen.</li><li>Durch einen Papierfilter abseihen.</li></ol>
<p>Das Konzentrat hält sich verschlossen etwa eine Woche im Kühlschrank. Verdünnen Sie es nach Geschmack mit Wasser oder Milch im Verhältnis 1:1 und servieren Sie es auf Eis. Besonders gut eignen sich schokoladige Kaffees aus Brasilien oder Kolumbien.</p>`,
  },
};
