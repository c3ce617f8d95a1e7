import type { ArticleText } from './content-types.ts';

/** English knowledge and tutorial articles. */
export const ARTICLES_EN: Record<string, ArticleText> = {
  'espresso-extraction': {
    slug: 'espresso-extraction',
    title: 'How to extract espresso properly',
    summary:
      'Dose, grind and time: use this recipe as a starting point and dial in your espresso step by step.',
    body: `<p>A good espresso is no accident. Three numbers decide the result: the amount of ground coffee (dose), the amount of espresso in the cup (yield) and the brewing time.</p>
<h2>The base recipe</h2><ul><li>18 g of ground coffee in a double basket</li><li>36 g of espresso in the cup (a 1:2 ratio)</li><li>25 to 30 seconds of brewing at about 93 °C</li></ul>
<h2>Adjust to taste</h2><p>If the espresso tastes sour and thin, it is under-extracted: grind finer or extend the time. If it tastes bitter and dry, it is over-extracted: grind coarser. Change only one variable at a time and weigh dose and yield with a coffee scale.</p>
<p>Distribute the grounds evenly in the basket and tamp level so the water cannot find channels.</p>`,
  },
  'grinder-choice': {
    slug: 'choosing-a-coffee-grinder',
    title: 'Choosing the right coffee grinder',
    summary: 'Conical or flat burrs, hand or electric: what really matters when you buy a grinder.',
    body: `<p>The grinder affects flavour more than the machine. What counts is an even grind, because particles that are too fine or too coarse extract at different speeds.</p>
<h2>Conical or flat?</h2><p>Conical burrs run quietly and slowly and forgive small mistakes – ideal for beginners and bean-to-cup machines. Large flat burrs produce a particularly uniform grind and bring out the clarity of light roasts.</p>
<h2>Espresso or filter?</h2><p>Espresso needs fine, ideally stepless adjustment. For filter coffee a coarser grind with few fines matters most. If you brew both, choose a grinder with quick, repeatable adjustment – or two grinders.</p>
<h2>Hand or electric?</h2><p>A good hand grinder takes about 30 seconds for one cup and is perfect for travel. If you make several espressos a day, an electric grinder is worth it.</p>`,
  },
  descaling: {
    slug: 'descaling-your-coffee-machine',
    title: 'How to descale your coffee machine',
    summary: 'How often, with what and in which steps to descale portafilter and bean-to-cup machines.',
    body: `<p>Limescale is the most common reason for repairs. It clogs pipes, insulates heating elements and throws off the brewing temperature.</p>
<h2>How often?</h2><p>That depends on your water hardness. With hard water (above 14 °dH) we recommend every four weeks, with soft water every three months. A water filter extends the intervals considerably.</p>
<h2>Step by step</h2><ol><li>Use a descaler based on lactic or citric acid, never vinegar.</li><li>Dissolve it in the water tank as instructed.</li><li>Run the solution through the group head and steam wand in portions and let it act for 20 minutes.</li><li>Rinse with two full tanks of fresh water.</li></ol>
<p>For dual-boiler machines with brass boilers, always follow the manufacturer's instructions – some may only be descaled by a service centre.</p>`,
  },
  'milk-frothing': {
    slug: 'frothing-milk',
    title: 'How to froth milk perfectly',
    summary: 'From the right jug to a heart in the cup: how to get silky, glossy milk foam.',
    body: `<p>Good milk foam is glossy, pourable and free of visible bubbles. Start with cold whole milk in a cold jug filled to no more than a third.</p>
<h2>Two phases</h2><ol><li><strong>Stretching:</strong> hold the steam tip just below the surface until you hear a gentle hiss. This draws air into the milk until its volume has grown by about a third.</li><li><strong>Texturing:</strong> lower the tip slightly and let the milk spin until the jug is too hot to hold (about 60-65 °C).</li></ol>
<p>Tap the jug once, swirl the milk and pour without hesitation. Jugs with a sharp spout are best for latte art. Oat barista drinks froth in a similar way but need a little less air.</p>`,
  },
  'storing-beans': {
    slug: 'storing-coffee-beans',
    title: 'How to store coffee beans',
    summary:
      'Oxygen, light, heat and moisture are the enemies of aroma. Here is how to keep your coffee fresh.',
    body: `<p>Freshly roasted coffee develops its best aroma about a week after roasting and stays at its peak for around six weeks after the bag is opened.</p>
<h2>The four rules</h2><ul><li><strong>Airtight:</strong> close the bag with its aroma valve or use a storage canister.</li><li><strong>Dark:</strong> light turns the oils rancid.</li><li><strong>Cool:</strong> room temperature is ideal – not next to the hob or the machine.</li><li><strong>Dry:</strong> never in the fridge, where coffee absorbs moisture and odours.</li></ul>
<p>Larger amounts can be frozen airtight in portions and ground straight from frozen. Whole beans keep much longer than ground coffee, so grind as close to brewing as possible.</p>`,
  },
  'filter-ratios': {
    slug: 'filter-coffee-ratios',
    title: 'Filter coffee: getting the ratio right',
    summary: '60 grams of coffee per litre as a starting point – and how to adjust recipe, grind and water.',
    body: `<p>The most important filter coffee recipe is a ratio: about 60 g of coffee to 1 litre of water. For a large cup that is 15 g of coffee and 250 g of water.</p>
<h2>Step by step with a dripper</h2><ol><li>Rinse the paper filter with hot water.</li><li>Grind 15 g of coffee medium-fine, about like coarse salt.</li><li>Pour 30-40 g of water at 92-96 °C and let it bloom for 30 seconds.</li><li>Pour up to 250 g in two or three stages.</li><li>Total brewing time should be 2:30 to 3:30 minutes.</li></ol>
<h2>Fine-tuning</h2><p>If the coffee tastes watery, increase the dose to 65 g per litre or grind finer. If it is bitter, grind coarser. Soft, filtered water shows off the fruit of light roasts best.</p>`,
  },
  'water-quality': {
    slug: 'water-for-coffee',
    title: 'The right water for coffee',
    summary:
      'Coffee is 98 per cent water. How hardness and minerals shape the taste and protect your machine.',
    body: `<p>Coffee is about 98 per cent water, so no wonder it has a strong effect on flavour. Water that is too hard makes coffee flat and bitter and lets scale build up in the machine. Water that is too soft overemphasises acidity.</p>
<h2>Target values</h2><ul><li>Total hardness: about 4-8 °dH</li><li>Carbonate hardness: about 3-5 °dH</li><li>Neutral taste, no smell of chlorine</li></ul>
<h2>How to get there</h2><p>Ask your water supplier about the hardness or measure it with test strips. With hard water, a jug filter or a cartridge in the tank helps. Change cartridges regularly, or they release what they have collected.</p>
<p>Distilled water is unsuitable: without minerals coffee tastes empty, and some machines can no longer detect the water level.</p>`,
  },
  'cold-brew': {
    slug: 'making-cold-brew',
    title: 'How to make cold brew',
    summary: 'Mild, sweet and refreshing: cold-extracted coffee made with simple equipment.',
    body: `<p>Cold brew is not brewed hot but extracted with cold water over many hours. The result is mild, chocolatey and low in acidity – ideal for warm days.</p>
<h2>The recipe</h2><ol><li>Grind 100 g of coffee coarsely, about as for a French press.</li><li>Pour over 1 litre of cold, filtered water and stir.</li><li>Cover and steep in the fridge for 12 to 16 hours.</li><li>Strain through a paper filter.</li></ol>
<p>Sealed, the concentrate keeps for about a week in the fridge. Dilute it to taste with water or milk at 1:1 and serve over ice. Chocolatey coffees from Brazil or Colombia work particularly well.</p>`,
  },
};
