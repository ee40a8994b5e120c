/**
 * Which drawing a seeded dish shows (apps/web/public/images/dishes/, drawn by
 * scripts/draw-dishes.mjs): the first rule whose words appear in the dish's name (a
 * dosa shows a dosa, not a burger). Order matters: 'Vada Pav' is a pav, 'Chicken Biryani' a biryani.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/chai/, 'tea'],
  [/burger/, 'burger'],
  [/\b65\b/, 'fried'],
  [/pav/, 'pav-bhaji'],
  [/biryani|kuska/, 'biryani'],
  [/thali|meals|mini tiffin|combo platter|royal veg platter/, 'thali'],
  [/banana leaf/, 'banana-leaf'],
  [/idiyappam|string hopper/, 'idiyappam'],
  // Uthappam ends in 'appam': it is a dosa of sorts, so it goes first.
  [/dosa|uthappam/, 'dosa'],
  [/appam/, 'appam'],
  [/idli/, 'idli'],
  [/vada/, 'vada'],
  [/samosa chaat|chaat|puri|aloo tikki/, 'chaat'],
  [/samosa/, 'samosa'],
  [/spring roll/, 'spring-rolls'],
  [/kathi roll|shawarma roll|egg roll|wrap|frankie|burrito(?! bowl)|chimichanga|enchilada/, 'roll'],
  [
    /burrito bowl|rice bowl|mexican rice|pulao|jeera rice|lemon rice|curd rice|pongal|bisi bele|with rice|rajma chawal/,
    'rice-bowl',
  ],
  [/fried rice|schezwan rice/, 'fried-rice'],
  [/mango sticky rice/, 'mango-sticky-rice'],
  [/noodle|chopsuey|pad thai|maggi/, 'noodles'],
  [/pizza|calzone/, 'pizza'],
  [/alfredo|mac and cheese|risotto|aglio|pesto pasta/, 'pasta-white'],
  [/pasta|penne|spaghetti|lasagna|ravioli/, 'pasta-red'],
  [/fries|wedges|onion rings/, 'fries'],
  [/garlic bread|bruschetta/, 'garlic-bread'],
  [/sandwich|panini|hot dog|focaccia/, 'sandwich'],
  [/taco|quesadilla/, 'taco'],
  [/nacho|guacamole/, 'nachos'],
  [/momo|bao|dumpling/, 'dumplings'],
  [/corn soup|tom kha|cream/, 'soup-cream'],
  [/soup/, 'soup'],
  [/salad/, 'salad'],
  [/parotta|naan|roti|chapati|paratha|bhature/, 'flatbread'],
  [/kebab|tikka(?! masala)|tandoori|seekh|satay|steak|shawarma/, 'kebab'],
  [/palak|green curry/, 'curry-green'],
  [/dal |dal$|dalcha|salan|kurma|korma|stew|massaman|kofta|shahi|chana|mixed veg/, 'curry-yellow'],
  [/rogan|kuzhambu|chukka|sukka|makhani|rajma/, 'curry-brown'],
  [
    /masala|curry|gravy|butter chicken|thokku|paneer|kadai|fajita|ennai kathirikai|black bean|kung pao|chettinad/,
    'curry-red',
  ],
  [
    /65|fry|fried|pakoda|bajji|lollipop|wings|nuggets|popcorn|fritter|poppers|sticks|manchurian|chilli|dragon|crispy|mushroom|corn|fish|fish cakes|prawn|honey|salt and pepper|tofu|meatballs|elote/,
    'fried',
  ],
  // Desserts
  [/ice cream|kulfi|gelato|sundae/, 'ice-cream'],
  [/cake|brownie|tiramisu|pie|panna cotta|tres leches/, 'cake'],
  [/cookie/, 'cookie'],
  [/churros/, 'churros'],
  [/halwa|kesari|mysore pak|meetha/, 'halwa'],
  [/payasam|kheer|phirni|rasmalai|tub tim|coconut milk/, 'payasam'],
  [/jamun|rasgulla|jalebi|toffee banana/, 'sweets'],
  // Drinks
  [/coconut water/, 'coconut'],
  [/iced tea|thai iced tea|americano|iced coffee/, 'glass-amber'],
  [/coffee|cappuccino/, 'coffee'],
  [/chai|tea/, 'tea'],
  [/mango lassi/, 'glass-mango'],
  [/lassi|buttermilk|horchata|badam milk/, 'glass-cream'],
  [/milkshake|jigarthanda|cold coffee/, 'glass-brown'],
  [/rose|strawberry|watermelon|lychee/, 'glass-pink'],
  [/lime|mojito|lemonade|sherbet|jaljeera|margarita|lemongrass|cooler/, 'glass-green'],
];

const CATEGORY_FALLBACK: Record<string, string> = {
  Starter: 'starter',
  'Main Course': 'main-course',
  'Fast Food': 'fast-food',
  Dessert: 'dessert',
  Beverage: 'beverage',
};

/** The drawing's kind for a dish name, or null when no rule knows it. */
export function dishPictureKind(name: string): string | null {
  const text = name.toLowerCase();
  return RULES.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The picture a seeded dish shows: its own kind, else its category's drawing. */
export function dishPicture(name: string, category: string): string {
  return `/images/dishes/${dishPictureKind(name) ?? CATEGORY_FALLBACK[category] ?? 'main-course'}.svg`;
}
