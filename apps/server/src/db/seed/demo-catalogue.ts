import { gstinCheckCharacter } from '@app/shared';
import { dishPicture } from './dish-pictures.ts';
import type { FoodItemInsert, RestaurantInsert } from './factories.ts';

export type CatalogueEntry = {
  restaurant: RestaurantInsert;
  dishes: Omit<FoodItemInsert, 'restaurantId'>[];
};

type Dish = Omit<FoodItemInsert, 'restaurantId'>;
type Category = 'Starter' | 'Main Course' | 'Fast Food' | 'Dessert' | 'Beverage';
type MenuItem = { category: Category; name: string; veg: boolean; rupees: number; description: string };
type Customization = { name: string; options: string[]; optionPricesPaise: number[] };
type Kind =
  | 'south'
  | 'chettinad'
  | 'biryani'
  | 'north'
  | 'chinese'
  | 'thai'
  | 'italian'
  | 'american'
  | 'mexican'
  | 'multi';

const CATEGORIES: readonly Category[] = ['Starter', 'Main Course', 'Fast Food', 'Dessert', 'Beverage'];
// Menus lean on mains; sides and drinks stay short like real Chennai menus.
const CATEGORY_WEIGHTS = [2, 4, 2, 1, 1] as const;
const CATEGORY_CODES: Record<string, Category> = {
  S: 'Starter',
  M: 'Main Course',
  F: 'Fast Food',
  D: 'Dessert',
  B: 'Beverage',
};

/** mulberry32: tiny, fast and good enough for demo data; the seed alone fixes the whole catalogue. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function intBetween(rng: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

type Area = { name: string; lat: number; lng: number; pincode: string; streets: readonly string[] };

const AREAS: readonly Area[] = [
  {
    name: 'Anna Nagar',
    lat: 13.085,
    lng: 80.21,
    pincode: '600040',
    streets: ['2nd Avenue', 'Shanthi Colony Main Road', '6th Avenue', 'AA Block 4th Street'],
  },
  {
    name: 'T Nagar',
    lat: 13.041,
    lng: 80.234,
    pincode: '600017',
    streets: ['Usman Road', 'Ranganathan Street', 'Thyagaraya Road', 'GN Chetty Road'],
  },
  {
    name: 'Velachery',
    lat: 12.979,
    lng: 80.218,
    pincode: '600042',
    streets: ['Velachery Main Road', '100 Feet Bypass Road', 'Vijaya Nagar 3rd Street'],
  },
  {
    name: 'Adyar',
    lat: 13.006,
    lng: 80.257,
    pincode: '600020',
    streets: ['LB Road', 'Gandhi Nagar 2nd Main Road', 'Kasturba Nagar 1st Avenue', 'Sardar Patel Road'],
  },
  {
    name: 'OMR',
    lat: 12.901,
    lng: 80.227,
    pincode: '600097',
    streets: ['Rajiv Gandhi Salai, Thoraipakkam', 'Karapakkam Main Road', 'Pillaiyar Koil Street'],
  },
];

/** Menu lines read `<category code><v|n> <name> | <rupees> | <description>`, keeping the data dense. */
function menu(block: string): MenuItem[] {
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [head = '', rupees = '', description = ''] = line.split('|').map((part) => part.trim());
      const category = CATEGORY_CODES[head.charAt(0)];
      if (!category || Number.isNaN(Number(rupees))) throw new Error(`Bad menu line: ${line}`);
      const veg = head.charAt(1) === 'v';
      return { category, veg, name: head.slice(3), rupees: Number(rupees), description };
    });
}

const SOUTH_VEG = menu(`
Sv Medu Vada | 70 | Crisp urad dal vadas with coconut chutney and sambar.
Sv Sambar Vada | 80 | Soft vadas soaked in hot drumstick sambar.
Sv Rasam Vada | 80 | Vadas dunked in peppery tomato rasam.
Sv Onion Pakoda | 90 | Crunchy onion fritters with curry leaves.
Sv Gobi 65 | 160 | Cauliflower florets fried in a spicy red batter.
Sv Paneer 65 | 210 | Paneer cubes tossed with chilli and curry leaves.
Sv Mushroom Pepper Fry | 190 | Button mushrooms roasted with crushed black pepper.
Sv Masala Vada | 60 | Chana dal fritters with fennel and onion.
Mv Idli (2 pcs) | 50 | Steamed rice cakes with sambar and three chutneys.
Mv Ghee Roast Dosa | 130 | Paper-thin dosa roasted in pure ghee.
Mv Masala Dosa | 110 | Crisp dosa filled with spiced potato masala.
Mv Onion Rava Dosa | 130 | Lacy semolina dosa studded with onion and chilli.
Mv Ven Pongal | 90 | Rice and moong dal with pepper, cumin and ghee.
Mv Mini Tiffin | 170 | Mini idli, pongal, kesari and dosa on one plate.
Mv South Indian Meals | 220 | Rice, sambar, rasam, poriyal, kootu, curd and appalam.
Mv Curd Rice | 90 | Creamy curd rice tempered with mustard and ginger.
Mv Lemon Rice | 90 | Tangy rice with peanuts and curry leaves.
Mv Bisi Bele Bath | 120 | Hot lentil rice with vegetables and ghee.
Mv Set Dosa | 100 | Three soft spongy dosas with vegetable sagu.
Mv Podi Uthappam | 120 | Thick uthappam dusted with gunpowder and ghee.
Mv Appam with Veg Stew | 160 | Lacy appams with coconut milk vegetable stew.
Mv Idiyappam with Kurma | 130 | String hoppers with mild coconut kurma.
Mv Veg Kothu Parotta | 150 | Shredded parotta tossed with vegetables and salna.
Mv Mysore Masala Dosa | 140 | Dosa with fiery red chutney and potato masala.
Mv Chapati with Veg Kurma | 120 | Two soft chapatis with mixed vegetable kurma.
Mv Festive Banana Leaf Feast | 420 | Twenty-item Tamil feast served on a banana leaf.
Fv Bajji Platter | 90 | Raw banana, chilli and onion bajjis with chutney.
Fv Cheese Masala Dosa | 150 | Masala dosa loaded with melted cheese.
Fv Paneer Dosa | 160 | Dosa stuffed with spiced crumbled paneer.
Fv Podi Idli Fry | 100 | Mini idlis tossed in podi and ghee.
Fv Schezwan Dosa | 150 | Crisp dosa spread with fiery Schezwan sauce.
Fv Chilli Parotta | 140 | Parotta bits tossed with onion, chilli and sauces.
Fv Mini Idli Sambar | 90 | Button idlis swimming in ghee sambar.
`);

// Sweets and drinks by region (issue 28): a tiffin house serves payasam and filter coffee, a
// dhaba kulfi and lassi, a biryani house its own Hyderabadi and Ambur sweets.
const SOUTH_SWEETS_AND_DRINKS = menu(`
Dv Gulab Jamun | 70 | Warm khoya dumplings in cardamom syrup.
Dv Rava Kesari | 60 | Saffron semolina halwa with cashews and ghee.
Dv Semiya Payasam | 80 | Vermicelli kheer with cardamom and raisins.
Dv Badam Halwa | 150 | Rich almond halwa cooked in ghee.
Dv Mysore Pak | 80 | Melt-in-the-mouth gram flour and ghee fudge.
Dv Elaneer Payasam | 140 | Chilled tender coconut payasam.
Dv Paal Payasam | 90 | Rice slow-cooked in milk with cardamom.
Bv Filter Coffee | 40 | Strong decoction coffee with frothy milk.
Bv Rose Milk | 70 | Chilled milk with rose syrup and basil seeds.
Bv Badam Milk | 90 | Warm saffron almond milk.
Bv Jigarthanda | 130 | Madurai-style milk, almond gum and ice cream.
Bv Spiced Buttermilk | 50 | Neer mor with ginger, chilli and coriander.
Bv Nannari Sherbet | 60 | Sarsaparilla root cooler with lime.
Bv Fresh Lime Soda | 70 | Sweet or salted fresh lime with soda.
Bv Tender Coconut Water | 70 | Fresh tender coconut, served chilled.
`);

const NORTH_SWEETS_AND_DRINKS = menu(`
Dv Gulab Jamun | 70 | Warm khoya dumplings in cardamom syrup.
Dv Rasmalai | 110 | Soft cottage cheese discs in saffron milk.
Dv Carrot Halwa | 110 | Slow-cooked carrot halwa with khoya.
Dv Malai Kulfi | 90 | Dense malai kulfi with pistachio.
Dv Rasgulla | 70 | Spongy chenna balls in light syrup.
Dv Jalebi | 60 | Crisp saffron spirals soaked in syrup.
Dv Moong Dal Halwa | 130 | Lentil halwa roasted slowly in ghee.
Bv Masala Chai | 40 | Tea brewed with ginger and cardamom.
Bv Mango Lassi | 110 | Thick yoghurt shake with Alphonso mango.
Bv Sweet Lassi | 90 | Chilled churned yoghurt with a hint of rose.
Bv Badam Milk | 90 | Warm saffron almond milk.
Bv Fresh Lime Soda | 70 | Sweet or salted fresh lime with soda.
Bv Jaljeera | 60 | Cumin and mint cooler with a tangy kick.
`);

const BIRYANI_SIDES = menu(`
Sn Chicken 65 | 220 | Chennai's favourite spicy fried chicken.
Sn Pepper Chicken Fry | 260 | Chicken roasted with crushed pepper and shallots.
Sn Mutton Seekh Kebab | 340 | Minced mutton kebabs straight off the skewer.
Sn Chicken Tikka | 280 | Boneless chicken chargrilled in the tandoor.
Sv Gobi 65 | 160 | Cauliflower florets fried in a spicy batter.
Sv Paneer Tikka | 240 | Chargrilled paneer with peppers and mint chutney.
Mn Chicken Salna with Parotta | 180 | Two parottas with a thin, spicy chicken salna.
Mn Mutton Kurma | 320 | Mutton in a coconut and poppy seed kurma.
Mv Mirchi ka Salan | 120 | Green chillies in a peanut and sesame gravy.
Mv Dalcha | 110 | Lentils simmered with bottle gourd and tamarind.
Fn Chicken Shawarma Roll | 150 | Grilled chicken and garlic toum in a rumali.
Fn Egg Kothu Parotta | 150 | Parotta shredded on the tawa with egg.
Dv Double Ka Meetha | 120 | Hyderabadi bread pudding with dry fruits.
Dv Bread Halwa | 90 | Ambur-style bread halwa with ghee and cashews.
Dv Qubani Ka Meetha | 140 | Stewed apricots with cream.
Dv Phirni | 90 | Chilled ground rice pudding with saffron.
Bv Rose Milk | 70 | Chilled milk with rose syrup and basil seeds.
Bv Sweet Lassi | 90 | Chilled churned yoghurt with a hint of rose.
Bv Fresh Lime Soda | 70 | Sweet or salted fresh lime with soda.
Bv Nannari Sherbet | 60 | Sarsaparilla root cooler with lime.
`);

const CHETTINAD = menu(`
Sn Chicken 65 | 220 | Chennai's favourite spicy fried chicken.
Sn Pepper Chicken Fry | 260 | Chicken roasted with crushed pepper and shallots.
Sn Vanjaram Fish Fry | 380 | Seer fish slice marinated in masala and pan fried.
Sn Prawn 65 | 320 | Prawns fried in a spicy curry leaf batter.
Sn Mutton Sukka | 340 | Dry roasted mutton with Chettinad spices.
Sn Nethili Fry | 240 | Crisp fried anchovies with chilli masala.
Mn Chettinad Chicken Curry | 280 | Fiery chicken curry with kalpasi and star anise.
Mn Nattu Kozhi Kuzhambu | 320 | Country chicken simmered in peppery gravy.
Mn Fish Curry Meals | 260 | Rice meals with tangy tamarind fish curry.
Mn Mutton Chukka with Parotta | 360 | Two parottas with dry mutton chukka.
Mn Chicken Kothu Parotta | 200 | Shredded parotta with chicken and egg.
Mn Egg Curry with Appam | 180 | Boiled eggs in coconut curry with two appams.
Mn Prawn Thokku | 420 | Prawns cooked down in a thick spicy masala.
Mn Crab Masala | 480 | Mud crab in a roasted Chettinad masala.
Mn Chettinad Chicken Biryani | 260 | Seeraga samba biryani with Chettinad spices.
Mv Ennai Kathirikai with Rice | 170 | Stuffed brinjal in tangy gravy with rice.
Mv Veg Chettinad with Parotta | 180 | Mixed vegetables in Chettinad masala with parottas.
Fn Egg Dosa | 90 | Dosa with a layer of spiced egg.
Fn Chicken Shawarma Roll | 150 | Grilled chicken and garlic toum in a rumali.
Fn Egg Kothu Parotta | 150 | Parotta shredded on the tawa with egg.
Fn Bun Parotta with Salna | 130 | Flaky Madurai bun parotta with chicken salna.
`);

const BIRYANI = menu(`
Sn Chicken Lollipop | 240 | Frenched wings fried crisp with chilli dip.
Sn Tandoori Chicken (Half) | 300 | Half chicken marinated in yoghurt and chargrilled.
Mn Chicken Biryani | 240 | Ambur-style seeraga samba biryani with raita.
Mn Mutton Biryani | 360 | Tender goat meat dum biryani with onion raita.
Mn Egg Biryani | 180 | Fragrant biryani with two masala eggs.
Mn Prawn Biryani | 380 | Coastal prawn biryani with brinjal curry.
Mn Fish Biryani | 320 | Seer fish biryani layered with mint and fried onion.
Mn Chicken Biryani Family Pack | 620 | Serves four, with raita, brinjal and dalcha.
Mn Mutton Biryani Family Pack | 640 | Serves four, with raita and bread halwa.
Mn Hyderabadi Chicken Dum Biryani | 280 | Basmati dum biryani with mirchi ka salan.
Mv Veg Biryani | 170 | Basmati rice layered with vegetables and mint.
Mv Paneer Biryani | 220 | Dum biryani with marinated paneer cubes.
Mv Mushroom Biryani | 190 | Seeraga samba biryani with spiced mushrooms.
Mv Kuska with Dalcha | 120 | Plain biryani rice with lentil dalcha.
Mv Veg Biryani Family Pack | 450 | Serves four, with raita and salna.
Fn Chicken Shawarma Plate | 190 | Shaved chicken with fries, toum and pickles.
`);

const NORTH_VEG = menu(`
Sv Paneer Tikka | 240 | Chargrilled paneer with peppers and mint chutney.
Sv Hara Bhara Kebab | 190 | Spinach and pea patties with green chutney.
Sv Veg Samosa (2 pcs) | 60 | Flaky pastry with spiced potato and peas.
Sv Aloo Tikki | 90 | Pan-fried potato patties with chutneys.
Sv Dahi Kebab | 210 | Hung curd kebabs with a crisp crust.
Sv Tandoori Mushroom | 220 | Mushrooms marinated in tandoori masala.
Sv Crispy Corn | 180 | Golden fried sweet corn with pepper and lime.
Mv Paneer Butter Masala | 240 | Paneer in a rich tomato, butter and cashew gravy.
Mv Dal Makhani | 200 | Black lentils slow-cooked overnight with butter.
Mv Chana Masala | 170 | Punjabi chickpea curry with ginger.
Mv Kadai Paneer | 250 | Paneer with peppers in a kadai masala.
Mv Palak Paneer | 230 | Paneer in smooth spinach gravy.
Mv Malai Kofta | 260 | Paneer koftas in a creamy cashew sauce.
Mv Veg Pulao | 160 | Basmati rice with vegetables and whole spices.
Mv Jeera Rice | 130 | Basmati tempered with cumin and ghee.
Mv Butter Naan | 60 | Soft tandoor naan brushed with butter.
Mv Garlic Naan | 70 | Naan topped with garlic and coriander.
Mv Tandoori Roti | 40 | Whole wheat roti from the tandoor.
Mv Rajma Chawal | 180 | Kidney bean curry with steamed rice.
Mv Aloo Paratha | 120 | Stuffed potato paratha with curd and pickle.
Mv Chole Bhature | 160 | Fluffy bhature with spicy chole.
Mv North Indian Veg Thali | 290 | Two curries, dal, rice, rotis, raita and a sweet.
Mv Paneer Tikka Masala | 260 | Grilled paneer in a smoky masala gravy.
Mv Shahi Paneer | 250 | Paneer in a mild saffron and cream gravy.
Mv Mixed Veg Curry | 170 | Seasonal vegetables in an onion-tomato gravy.
Mv Royal Veg Platter | 440 | Paneer tikka, dal makhani, naan, pulao and dessert.
Fv Pav Bhaji | 130 | Buttery mashed vegetable curry with toasted pav.
Fv Vada Pav | 60 | Mumbai potato vada in a pav with chutneys.
Fv Pani Puri | 60 | Crisp puris with tangy mint water.
Fv Bhel Puri | 70 | Puffed rice, sev and chutneys tossed together.
Fv Dahi Puri | 80 | Puris filled with curd, chutneys and sev.
Fv Samosa Chaat | 100 | Crushed samosa with chole, curd and chutneys.
Fv Paneer Kathi Roll | 150 | Paneer tikka wrapped in a flaky paratha.
Fv Masala Puri | 70 | Chennai-style puri with hot peas masala.
Fv Cheese Pav Bhaji | 160 | Pav bhaji finished with a heap of grated cheese.
`);

const NORTH_NON_VEG = menu(`
Sn Chicken Tikka | 280 | Boneless chicken chargrilled in the tandoor.
Sn Tandoori Chicken (Half) | 300 | Half chicken marinated in yoghurt and chargrilled.
Sn Mutton Seekh Kebab | 340 | Minced mutton kebabs straight off the skewer.
Sn Malai Chicken Tikka | 300 | Creamy cheese and cardamom chicken tikka.
Sn Amritsari Fish | 320 | Carom-spiced batter fried fish.
Mn Butter Chicken | 320 | Tandoori chicken in a velvety tomato butter gravy.
Mn Chicken Tikka Masala | 310 | Chicken tikka in a spiced onion-tomato masala.
Mn Mutton Rogan Josh | 380 | Kashmiri mutton curry with fennel and chilli.
Mn Kadai Chicken | 290 | Chicken tossed with peppers and kadai masala.
Mn Tandoori Chicken (Full) | 520 | Whole chicken with onion rings and mint chutney.
Mn Non-Veg Thali | 420 | Butter chicken, mutton curry, dal, rice and naan.
Fn Chicken Kathi Roll | 160 | Chicken tikka and onions rolled in a paratha.
Fn Egg Roll | 110 | Egg-coated paratha rolled with onions and sauces.
`);

const CHINESE_VEG = menu(`
Sv Veg Spring Rolls | 160 | Crisp rolls stuffed with cabbage and carrot.
Sv Chilli Paneer Dry | 230 | Paneer tossed with peppers, soy and green chilli.
Sv Gobi Manchurian Dry | 170 | Fried cauliflower in a sticky garlic sauce.
Sv Honey Chilli Potato | 170 | Crisp potato fingers glazed with honey and chilli.
Sv Baby Corn Salt and Pepper | 180 | Baby corn wok-tossed with pepper and spring onion.
Sv Hot and Sour Veg Soup | 110 | Peppery, tangy soup with vegetables and tofu.
Sv Sweet Corn Veg Soup | 100 | Comforting corn soup with diced vegetables.
Sv Veg Manchow Soup | 110 | Spicy soup topped with crispy fried noodles.
Sv Crispy Chilli Mushroom | 200 | Batter-fried mushrooms in chilli garlic sauce.
Mv Veg Hakka Noodles | 170 | Wok-tossed noodles with crunchy vegetables.
Mv Veg Fried Rice | 160 | Smoky fried rice with spring onion and vegetables.
Mv Schezwan Fried Rice | 180 | Fried rice tossed in fiery Schezwan sauce.
Mv Paneer Schezwan Gravy | 240 | Paneer in a hot Schezwan gravy.
Mv Veg Manchurian Gravy | 190 | Vegetable balls in a garlic soy gravy.
Mv Chilli Garlic Noodles | 180 | Noodles with burnt garlic and red chilli.
Mv Triple Schezwan Rice | 260 | Rice, noodles and Manchurian in Schezwan gravy.
Mv Tofu in Black Bean Sauce | 260 | Silken tofu with black bean and peppers.
Mv American Chopsuey | 220 | Crispy noodles under a sweet and sour sauce.
Mv Burnt Garlic Fried Rice | 180 | Fried rice with toasted garlic and greens.
Fv Veg Momos | 120 | Steamed dumplings with a fiery red chutney.
Fv Paneer Momos | 150 | Steamed paneer dumplings with sesame dip.
Fv Schezwan Maggi | 100 | Street-style instant noodles with Schezwan sauce.
Fv Chilli Garlic Fries | 130 | Fries tossed in chilli garlic seasoning.
Fv Schezwan Paneer Frankie | 150 | Schezwan paneer rolled in a soft wrap.
`);

const CHINESE_NON_VEG = menu(`
Sn Chicken Lollipop | 240 | Frenched wings fried crisp with chilli dip.
Sn Dragon Chicken | 260 | Chicken strips in a sweet and fiery red sauce.
Sn Chilli Chicken Dry | 250 | Batter-fried chicken with peppers and soy.
Sn Prawn Salt and Pepper | 340 | Crisp prawns with garlic, chilli and pepper.
Sn Chicken Manchow Soup | 130 | Spicy chicken soup with crispy noodles.
Mn Chicken Hakka Noodles | 200 | Wok-tossed noodles with shredded chicken.
Mn Egg Fried Rice | 170 | Fried rice with scrambled egg and spring onion.
Mn Chicken Fried Rice | 200 | Smoky fried rice with chicken and egg.
Mn Kung Pao Chicken | 300 | Chicken with peanuts and dried red chilli.
Mn Szechuan Chilli Fish | 340 | Fish fillets in a numbing Szechuan sauce.
Mn Mixed Meat Fried Rice | 260 | Fried rice with chicken, egg and prawn.
Mn Prawn Hot Garlic Gravy | 420 | Prawns in a thick hot garlic sauce.
Fn Chicken Momos | 150 | Steamed chicken dumplings with red chutney.
Fn Chicken Schezwan Frankie | 160 | Schezwan chicken rolled in a soft wrap.
`);

const CHINESE_SWEETS_AND_DRINKS = menu(`
Dv Date Pancake with Ice Cream | 160 | Crisp date-filled pancake with vanilla ice cream.
Dv Honey Noodles with Ice Cream | 150 | Fried noodles in honey with sesame and ice cream.
Dv Fried Ice Cream | 170 | Crumb-coated ice cream fried for a hot crust.
Dv Toffee Banana | 150 | Caramel-glazed banana fritters with sesame.
Dv Lychee Sundae | 150 | Vanilla ice cream with lychee and syrup.
Bv Jasmine Tea | 80 | Light floral green tea.
Bv Lemon Iced Tea | 100 | Chilled black tea with fresh lemon.
Bv Lychee Cooler | 120 | Lychee, mint and soda over ice.
Bv Virgin Mojito | 130 | Muddled mint and lime with soda.
Bv Fresh Lime Soda | 70 | Sweet or salted fresh lime with soda.
`);

const THAI = menu(`
Sv Tom Yum Soup (Veg) | 160 | Hot and sour lemongrass soup with mushrooms.
Sv Tom Kha Soup (Veg) | 170 | Coconut milk soup with galangal and lime leaf.
Sv Som Tam Papaya Salad | 190 | Raw papaya salad with peanuts and lime.
Sv Thai Corn Fritters | 170 | Crisp corn cakes with sweet chilli sauce.
Sv Crispy Tofu with Sweet Chilli | 200 | Golden tofu cubes with sweet chilli dip.
Sn Chicken Satay | 260 | Grilled chicken skewers with peanut sauce.
Sn Prawn Tom Yum Soup | 220 | Hot and sour soup with prawns and lemongrass.
Sn Thai Fish Cakes | 280 | Red curry fish cakes with cucumber relish.
Mv Thai Green Curry with Rice | 320 | Green curry with vegetables and jasmine rice.
Mv Thai Red Curry with Rice | 320 | Red curry with vegetables and jasmine rice.
Mv Veg Pad Thai | 260 | Rice noodles with tofu, peanuts and tamarind.
Mv Thai Basil Fried Rice | 220 | Fried rice with holy basil and chilli.
Mv Massaman Curry with Rice | 340 | Mild peanut and potato curry with rice.
Mv Pineapple Fried Rice | 240 | Fried rice with pineapple and cashews.
Mv Drunken Noodles (Veg) | 260 | Flat noodles with basil, chilli and vegetables.
Mn Green Curry Chicken with Rice | 380 | Chicken green curry with jasmine rice.
Mn Chicken Pad Thai | 300 | Rice noodles with chicken, egg and peanuts.
Mn Basil Chicken with Rice | 320 | Minced chicken with holy basil and fried egg.
Mn Prawn Red Curry with Rice | 450 | Prawns in red curry with jasmine rice.
Fv Crispy Tofu Bao | 190 | Soft buns with crisp tofu and pickled veg.
Fv Thai Peanut Noodle Bowl | 200 | Cold noodles in a spicy peanut dressing.
Fn Chicken Satay Wrap | 190 | Satay chicken and slaw in a soft wrap.
Dv Mango Sticky Rice | 220 | Sweet coconut sticky rice with ripe mango.
Dv Coconut Ice Cream | 140 | Creamy coconut ice cream with peanuts.
Dv Tub Tim Krob | 160 | Water chestnut rubies in coconut milk.
Dv Banana in Coconut Milk | 130 | Warm bananas simmered in sweet coconut milk.
Bv Thai Iced Tea | 140 | Strong orange tea with condensed milk.
Bv Lemongrass Cooler | 120 | Lemongrass, lime and soda.
Bv Thai Iced Coffee | 150 | Strong coffee with condensed milk over ice.
`);

const ITALIAN = menu(`
Sv Garlic Bread | 120 | Toasted baguette with garlic butter and herbs.
Sv Cheese Garlic Bread | 160 | Garlic bread under bubbling mozzarella.
Sv Tomato Basil Bruschetta | 180 | Grilled bread with tomato, basil and olive oil.
Sv Caprese Salad | 260 | Mozzarella, tomato and basil with balsamic.
Sv Minestrone Soup | 150 | Hearty vegetable and bean soup.
Sv Stuffed Mushrooms | 240 | Mushrooms baked with herbed cream cheese.
Sn Chicken Meatballs in Marinara | 280 | Chicken meatballs in slow-cooked tomato sauce.
Mv Margherita Pizza | 260 | Tomato, mozzarella and fresh basil.
Mv Farmhouse Pizza | 320 | Onion, capsicum, mushroom and tomato.
Mv Paneer Tikka Pizza | 340 | Tandoori paneer, onion and mint mayo.
Mv Four Cheese Pizza | 440 | Mozzarella, cheddar, parmesan and gorgonzola.
Mv Penne Arrabbiata | 280 | Penne in a spicy tomato and garlic sauce.
Mv Alfredo Pasta | 300 | Fettuccine in a creamy parmesan sauce.
Mv Spaghetti Aglio e Olio | 260 | Spaghetti with garlic, chilli and olive oil.
Mv Veg Lasagna | 340 | Layers of pasta, vegetables and bechamel.
Mv Wild Mushroom Risotto | 420 | Creamy arborio rice with mushrooms and parmesan.
Mv Basil Pesto Pasta | 310 | Pasta in fresh basil and pine nut pesto.
Mv Spinach Ricotta Ravioli | 360 | Handmade ravioli in butter sage sauce.
Mn Chicken Pepperoni Pizza | 460 | Chicken pepperoni with mozzarella and oregano.
Mn BBQ Chicken Pizza | 420 | Smoky barbecue chicken with red onion.
Mn Chicken Alfredo Pasta | 360 | Fettuccine with grilled chicken in cream sauce.
Mn Spaghetti Bolognese | 380 | Spaghetti with a slow-cooked lamb ragu.
Mn Chicken Lasagna | 400 | Layers of pasta, chicken ragu and bechamel.
Fv Cheese Pizza Slice | 120 | A big slice of classic cheese pizza.
Fv Veg Calzone | 220 | Folded pizza stuffed with vegetables and cheese.
Fv Focaccia Veg Sandwich | 190 | Herbed focaccia with grilled vegetables.
Fv Pizza Puff | 70 | Flaky pastry with a spicy pizza filling.
Fn Chicken Pesto Panini | 240 | Pressed panini with chicken, pesto and cheese.
`);

const AMERICAN = menu(`
Sv French Fries | 110 | Golden salted fries with ketchup.
Sv Peri Peri Fries | 130 | Fries dusted with hot peri peri spice.
Sv Onion Rings | 140 | Beer-batter style onion rings.
Sv Cheese Fries | 160 | Fries under a blanket of cheese sauce.
Sv Mozzarella Sticks | 220 | Crumbed mozzarella with marinara dip.
Sv Potato Wedges | 140 | Skin-on wedges with sour cream dip.
Sn Buffalo Chicken Wings | 280 | Wings tossed in tangy buffalo sauce.
Sn BBQ Chicken Wings | 280 | Wings glazed in smoky barbecue sauce.
Sn Chicken Nuggets | 200 | Crumbed chicken bites with honey mustard.
Sn Chicken Popcorn | 180 | Bite-sized crispy chicken with spicy mayo.
Mv Mac and Cheese | 260 | Macaroni baked in a rich cheddar sauce.
Mv BBQ Paneer Steak | 360 | Grilled paneer steak with mash and veggies.
Mv Grilled Veggie Rice Bowl | 240 | Herbed rice with grilled vegetables and salsa.
Mn Grilled Chicken Steak | 450 | Chicken steak with pepper sauce and mash.
Mn Fish and Chips | 380 | Battered fish with fries and tartare sauce.
Mn BBQ Chicken Rice Bowl | 280 | Barbecue chicken over herbed rice.
Mn Chicken Mac and Cheese | 320 | Mac and cheese with grilled chicken.
Fv Veg Burger | 120 | Crisp veg patty, lettuce and mayo in a soft bun.
Fv Aloo Tikki Burger | 90 | Spiced potato patty burger with tomato.
Fv Paneer Burger | 160 | Crumbed paneer slab with tandoori mayo.
Fv Double Cheese Veg Burger | 190 | Two veg patties with two cheese slices.
Fv Grilled Cheese Sandwich | 140 | Toasted sandwich oozing with cheese.
Fv Veg Club Sandwich | 170 | Triple-decker sandwich with fries.
Fv Veg Hot Dog | 130 | Veg sausage with mustard and onions.
Fn Classic Chicken Burger | 180 | Grilled chicken patty with lettuce and mayo.
Fn Crispy Chicken Burger | 200 | Fried chicken fillet with spicy slaw.
Fn Double Patty Chicken Burger | 260 | Two chicken patties with cheese and pickles.
Fn Chicken Hot Dog | 160 | Chicken frankfurter with mustard and onions.
Fn Chicken Club Sandwich | 210 | Triple-decker with chicken, egg and fries.
`);

const MEXICAN = menu(`
Sv Nachos with Salsa | 160 | Corn chips with fresh tomato salsa.
Sv Loaded Nachos | 240 | Nachos with beans, cheese sauce and jalapenos.
Sv Guacamole and Chips | 220 | Fresh avocado guacamole with corn chips.
Sv Jalapeno Poppers | 200 | Cheese-stuffed jalapenos fried crisp.
Sv Elote Street Corn | 150 | Grilled corn with chilli, lime and cheese.
Sn Chicken Nachos | 280 | Nachos with spiced chicken and cheese sauce.
Mv Veg Burrito Bowl | 260 | Rice, beans, corn, salsa and sour cream.
Mv Bean and Cheese Burrito | 220 | Refried beans and cheese in a big tortilla.
Mv Veg Enchiladas | 300 | Rolled tortillas baked in red sauce.
Mv Mexican Rice with Beans | 200 | Tomato rice with black beans and pico.
Mv Veg Fajita Platter | 340 | Sizzling peppers with tortillas and sides.
Mv Paneer Burrito Bowl | 290 | Chipotle paneer over rice and beans.
Mn Chicken Burrito Bowl | 320 | Grilled chicken over rice, beans and salsa.
Mn Chicken Fajita Platter | 420 | Sizzling chicken and peppers with tortillas.
Mn Chicken Enchiladas | 360 | Chicken-filled tortillas baked in red sauce.
Fv Veg Tacos (2 pcs) | 160 | Crisp shells with beans, salsa and cheese.
Fv Paneer Tacos (2 pcs) | 190 | Soft tacos with chipotle paneer.
Fv Cheese Quesadilla | 180 | Grilled tortilla with melted cheese.
Fv Veg Chimichanga | 210 | Fried burrito with beans and vegetables.
Fv Mexican Pizza | 280 | Tortilla pizza with beans, salsa and jalapenos.
Fn Chicken Tacos (2 pcs) | 210 | Soft tacos with grilled chicken and slaw.
Fn Chicken Quesadilla | 230 | Grilled tortilla with chicken and cheese.
Dv Churros with Chocolate | 180 | Cinnamon sugar churros with chocolate dip.
Dv Tres Leches Cake | 220 | Sponge soaked in three kinds of milk.
Bv Virgin Margarita | 150 | Lime, orange and salt rim, no alcohol.
Bv Horchata | 140 | Cinnamon rice milk over ice.
Bv Watermelon Agua Fresca | 120 | Fresh watermelon cooler with lime.
`);

const WESTERN_SWEETS_AND_DRINKS = menu(`
Dv Tiramisu | 260 | Coffee-soaked sponge with mascarpone cream.
Dv Panna Cotta | 220 | Vanilla cream set with berry compote.
Dv Chocolate Lava Cake | 180 | Warm cake with a molten chocolate centre.
Dv Gelato (Two Scoops) | 130 | Two scoops of house-made gelato.
Dv Chocolate Brownie | 140 | Fudgy walnut brownie.
Dv Brownie Sundae | 200 | Warm brownie with ice cream and fudge.
Dv New York Cheesecake | 280 | Baked cheesecake with a biscuit base.
Dv Apple Pie | 190 | Cinnamon apple pie with vanilla ice cream.
Dv Chocolate Chip Cookie | 80 | Chewy cookie loaded with chocolate chips.
Bv Cold Coffee | 140 | Blended iced coffee with a creamy top.
Bv Cappuccino | 130 | Espresso with steamed milk foam.
Bv Iced Americano | 140 | Espresso over ice and water.
Bv Oreo Milkshake | 180 | Thick shake blended with cookies.
Bv Chocolate Milkshake | 170 | Rich chocolate ice cream shake.
Bv Strawberry Milkshake | 170 | Creamy strawberry shake.
Bv Classic Lemonade | 100 | Fresh lemonade with mint.
Bv Peach Iced Tea | 130 | Chilled tea with peach.
`);

type KindInfo = { menus: MenuItem[][]; hours: readonly string[]; blurbs: readonly string[] };

const TIFFIN_HOURS = ['6:30 AM - 10:30 PM', '7:00 AM - 11:00 PM', '6:00 AM - 10:00 PM'] as const;
const LUNCH_HOURS = [
  '11:00 AM - 11:00 PM',
  '12:00 PM - 11:30 PM',
  '11:30 AM - 10:30 PM',
  '10:00 AM - 11:00 PM',
] as const;

const KINDS: Record<Kind, KindInfo> = {
  south: {
    menus: [SOUTH_VEG, SOUTH_SWEETS_AND_DRINKS],
    hours: TIFFIN_HOURS,
    blurbs: [
      'Crisp dosas, soft idlis and strong filter coffee served hot all day in {area}.',
      'A busy tiffin house known for ghee roast dosa, evening bajjis and full meals.',
    ],
  },
  chettinad: {
    menus: [CHETTINAD, SOUTH_VEG, SOUTH_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Fiery Chettinad curries, pepper fries and flaky parottas made the Karaikudi way.',
      'Home-style Tamil non-veg meals with seafood bought fresh every morning.',
    ],
  },
  biryani: {
    menus: [BIRYANI, BIRYANI_SIDES],
    hours: LUNCH_HOURS,
    blurbs: [
      'Seeraga samba biryani cooked over wood fire in big copper handis.',
      'Dum biryani, kebabs and dalcha for every craving in {area}.',
    ],
  },
  north: {
    menus: [NORTH_VEG, NORTH_NON_VEG, NORTH_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Tandoor-fresh naans, rich paneer gravies and Punjabi comfort food.',
      'North Indian thalis, chaat and curries cooked with plenty of butter.',
    ],
  },
  chinese: {
    menus: [CHINESE_VEG, CHINESE_NON_VEG, CHINESE_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Indo-Chinese favourites tossed in a roaring wok.',
      'Noodles, fried rice and Manchurian made fast and fiery in {area}.',
    ],
  },
  thai: {
    menus: [THAI, CHINESE_VEG, CHINESE_NON_VEG, CHINESE_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Thai curries, wok noodles and Pan-Asian small plates.',
      'Fragrant green curry, pad thai and mango sticky rice in {area}.',
    ],
  },
  italian: {
    menus: [ITALIAN, WESTERN_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Wood-fired pizzas and fresh pasta with a cosy trattoria feel.',
      'Thin-crust pizzas, creamy pastas and classic Italian desserts.',
    ],
  },
  american: {
    menus: [AMERICAN, WESTERN_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Juicy burgers, loaded fries and thick shakes for late-night cravings.',
      'Burgers, wings and sides done the American diner way in {area}.',
    ],
  },
  mexican: {
    menus: [MEXICAN, WESTERN_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'Tacos, burritos and loaded nachos with house-made salsas.',
      'Tex-Mex bowls and quesadillas with a Chennai spice twist.',
    ],
  },
  multi: {
    menus: [NORTH_VEG, CHINESE_VEG, NORTH_NON_VEG, CHINESE_NON_VEG, NORTH_SWEETS_AND_DRINKS],
    hours: LUNCH_HOURS,
    blurbs: [
      'A family restaurant serving North Indian and Indo-Chinese favourites.',
      'Something for everyone: tandoor, curries and wok-tossed noodles.',
    ],
  },
};

// [name, kind, cuisines, pure veg]. `{area}` lets a brand carry its branch's neighbourhood.
// 60 entries (a multiple of 5) so each template always lands in the same area.
const TEMPLATES: readonly (readonly [string, Kind, readonly string[], boolean])[] = [
  ['Saravana Tiffin House', 'south', ['South Indian', 'Indian'], true],
  ['Murugan Idli Corner', 'south', ['South Indian'], true],
  ['Chettinad Spice Kitchen', 'chettinad', ['South Indian', 'Indian'], false],
  ['Dragon Wok', 'chinese', ['Chinese'], false],
  ['Burger Street', 'american', ['American'], false],
  ['Little Italy {area}', 'italian', ['Italian'], false],
  ['Punjabi Dhaba Express', 'north', ['North Indian', 'Indian'], false],
  ['Ambur Star Biryani', 'biryani', ['Indian', 'South Indian'], false],
  ['Annapoorna Veg Meals', 'south', ['South Indian', 'Indian'], true],
  ['Taco Fiesta', 'mexican', ['Mexican'], false],
  ['Bangkok Bowl', 'thai', ['Thai', 'Chinese'], false],
  ['Karaikudi Mess', 'chettinad', ['South Indian'], false],
  ['Mylapore Filter Coffee Co.', 'south', ['South Indian'], true],
  ['Royal Tandoor', 'north', ['North Indian'], false],
  ['Madras Pizza Co.', 'italian', ['Italian', 'American'], false],
  ['Sree Krishna Sweets and Snacks', 'south', ['South Indian', 'Indian'], true],
  ['Nellai Parotta Stall', 'chettinad', ['South Indian'], false],
  ['Wok Express', 'chinese', ['Chinese', 'Thai'], false],
  ['The Grill House', 'american', ['American'], false],
  ['Hyderabad Biryani Point', 'biryani', ['Indian', 'North Indian'], false],
  ['Gokul Pure Veg', 'north', ['North Indian', 'Indian'], true],
  ['Red Lantern', 'chinese', ['Chinese'], false],
  ['Marina Seafood Shack', 'chettinad', ['South Indian', 'Indian'], false],
  ["Amma's Kitchen", 'chettinad', ['South Indian', 'Indian'], false],
  ['Casa Mexicana', 'mexican', ['Mexican', 'American'], false],
  ['Siam Thai Kitchen', 'thai', ['Thai', 'Chinese'], false],
  ['Delhi Chaat Junction', 'north', ['North Indian'], true],
  ['Spice Route Family Restaurant', 'multi', ['Indian', 'Chinese'], false],
  ['Pasta Street', 'italian', ['Italian'], false],
  ['Big Bite Burgers', 'american', ['American'], false],
  ['Udupi Sri Krishna Bhavan', 'south', ['South Indian'], true],
  ['Dindigul Biryani Kadai', 'biryani', ['Indian', 'South Indian'], false],
  ['Golden Dragon', 'chinese', ['Chinese'], false],
  ['Kerala Kitchen', 'chettinad', ['South Indian', 'Indian'], false],
  ['Tandoor Nights', 'north', ['North Indian', 'Indian'], false],
  ['Pizza Piazza', 'italian', ['Italian'], false],
  ['Sangeetha Tiffin Centre', 'south', ['South Indian', 'Indian'], true],
  ['Madras Coffee House', 'south', ['South Indian'], true],
  ['Chilli Garlic Express', 'chinese', ['Chinese', 'Indian'], false],
  ['Tex Mex Cantina', 'mexican', ['Mexican'], false],
  ["Nawab's Biryani Darbar", 'biryani', ['North Indian', 'Indian'], false],
  ['Green Leaf Pure Veg', 'multi', ['Indian', 'North Indian', 'Chinese'], true],
  ['Thai Orchid', 'thai', ['Thai', 'Chinese'], false],
  ['Chennai Burger Co.', 'american', ['American'], false],
  ["Rayar's Mess", 'chettinad', ['South Indian'], false],
  ['Bombay Street Food', 'north', ['North Indian', 'Indian'], true],
  ['Trattoria Roma', 'italian', ['Italian'], false],
  ['Chinatown Express', 'chinese', ['Chinese'], false],
  ['The Biryani Box', 'biryani', ['Indian'], false],
  ['Punjab Grill House', 'north', ['North Indian'], false],
  ['Vasantha Bhavan', 'south', ['South Indian', 'Indian'], true],
  ['Urban Tadka', 'multi', ['North Indian', 'Chinese'], false],
  ['Fiesta Burrito Bar', 'mexican', ['Mexican', 'American'], false],
  ['Sukhothai Kitchen', 'thai', ['Thai'], false],
  ['Coastal Curry House', 'chettinad', ['South Indian', 'Indian'], false],
  ['Hot Chip Fries and Shakes', 'american', ['American'], false],
  ['Ganga Sweets and Chaat', 'north', ['North Indian', 'Indian'], true],
  ['Noodle Bar', 'chinese', ['Chinese', 'Thai'], false],
  ['Brick Oven Pizzeria', 'italian', ['Italian', 'American'], false],
  ['Kumbakonam Degree Coffee', 'south', ['South Indian'], true],
];

const DELIVERY_TIMES = [20, 25, 30, 35, 40, 45, 50, 60] as const;

// Option prices are parallel to options; every add-on here is vegetarian so pure-veg menus stay pure.
const CUSTOMIZATIONS: Record<Category, readonly (readonly [string, string[], number[]])[]> = {
  Starter: [
    ['Spice level', ['Mild', 'Medium', 'Hot'], [0, 0, 0]],
    ['Portion', ['Half', 'Full'], [0, 8000]],
    ['Dip', ['Mint chutney', 'Mayonnaise', 'Schezwan sauce'], [0, 1500, 1500]],
  ],
  'Main Course': [
    ['Spice level', ['Mild', 'Medium', 'Hot'], [0, 0, 0]],
    ['Size', ['Regular', 'Large'], [0, 6000]],
    ['Add-ons', ['Extra cheese', 'Extra ghee'], [3000, 2000]],
  ],
  'Fast Food': [
    ['Add-ons', ['Extra cheese', 'Jalapenos'], [3000, 2000]],
    ['Make it a meal', ['No', 'Fries and a drink'], [0, 7900]],
    ['Spice level', ['Mild', 'Medium', 'Hot'], [0, 0, 0]],
  ],
  Dessert: [
    ['Size', ['Regular', 'Large'], [0, 4000]],
    ['Add a scoop', ['None', 'Vanilla ice cream', 'Chocolate ice cream'], [0, 4000, 5000]],
  ],
  Beverage: [
    ['Sugar', ['Regular', 'Less sugar', 'No sugar'], [0, 0, 0]],
    ['Size', ['Regular', 'Large'], [0, 3000]],
  ],
};

// Used only when a menu runs dry, so large dish counts still get unique names.
const VARIANT_SUFFIXES = ['Combo', 'Family Pack', 'Chef Special', 'Party Pack'] as const;

type CategoryPools = MenuItem[][];

/** Built once per kind and diet: the per-restaurant work is then copying small arrays. */
const poolCache = new Map<string, CategoryPools>();

function poolsFor(kind: Kind, vegOnly: boolean): CategoryPools {
  const key = `${kind}:${vegOnly}`;
  const cached = poolCache.get(key);
  if (cached) return cached;
  const pools: CategoryPools = CATEGORIES.map(() => []);
  const seen = new Set<string>();
  for (const list of KINDS[kind].menus) {
    for (const item of list) {
      if ((vegOnly && !item.veg) || seen.has(item.name)) continue;
      seen.add(item.name);
      pools[CATEGORIES.indexOf(item.category)]?.push(item);
    }
  }
  poolCache.set(key, pools);
  return pools;
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function pricePaise(rupees: number, factor: number): number {
  const rounded = Math.round((rupees * factor) / 5) * 5;
  return Math.min(650, Math.max(40, rounded)) * 100;
}

function pickMenu(rng: () => number, pools: CategoryPools, count: number): MenuItem[] {
  const remaining = pools.map((list) => list.slice());
  const take = (ci: number): MenuItem | undefined => {
    const list = remaining[ci];
    if (!list || list.length === 0) return undefined;
    const j = Math.floor(rng() * list.length);
    const item = list[j] as MenuItem;
    // Swap-remove keeps sampling without replacement O(1).
    list[j] = list[list.length - 1] as MenuItem;
    list.pop();
    return item;
  };
  const picked: MenuItem[] = [];
  for (let ci = 0; ci < CATEGORIES.length; ci++) {
    const item = take(ci);
    if (item) picked.push(item);
  }
  while (picked.length < count) {
    let total = 0;
    for (let ci = 0; ci < remaining.length; ci++) {
      if ((remaining[ci]?.length ?? 0) > 0) total += CATEGORY_WEIGHTS[ci] ?? 0;
    }
    if (total === 0) break;
    let r = rng() * total;
    let chosen = 0;
    for (let ci = 0; ci < remaining.length; ci++) {
      if ((remaining[ci]?.length ?? 0) === 0) continue;
      chosen = ci;
      r -= CATEGORY_WEIGHTS[ci] ?? 0;
      if (r < 0) break;
    }
    const item = take(chosen);
    if (item) picked.push(item);
  }
  const baseCount = picked.length;
  for (let v = 0; picked.length < count; v++) {
    const base = picked[v % baseCount] as MenuItem;
    const round = Math.floor(v / baseCount);
    const suffix = VARIANT_SUFFIXES[round % VARIANT_SUFFIXES.length] as string;
    const lap = Math.floor(round / VARIANT_SUFFIXES.length);
    picked.push({
      ...base,
      name: `${base.name} (${lap > 0 ? `${suffix} ${lap + 1}` : suffix})`,
      rupees: Math.round(base.rupees * 1.6),
    });
  }
  return picked;
}

function customizationsFor(rng: () => number, category: Category): Customization[] {
  if (rng() >= 0.5) return [];
  const groups = CUSTOMIZATIONS[category];
  const first = Math.floor(rng() * groups.length);
  const indexes = [first];
  if (rng() < 0.4 && groups.length > 1) {
    indexes.push((first + 1 + Math.floor(rng() * (groups.length - 1))) % groups.length);
  }
  const chosen: Customization[] = [];
  for (const index of indexes) {
    const group = groups[index];
    if (!group) continue;
    const [name, options, prices] = group;
    chosen.push({ name, options: [...options], optionPricesPaise: [...prices] });
  }
  return chosen;
}

function buildDishes(rng: () => number, menuItems: MenuItem[], factor: number): Dish[] {
  const dishes = menuItems.map((item): Dish => {
    return {
      name: item.name,
      category: item.category,
      description: item.description,
      pricePaise: pricePaise(item.rupees, factor * (0.95 + rng() * 0.1)),
      imageUrl: dishPicture(item.name, item.category),
      isAvailable: rng() >= 1 / 15,
      isVegetarian: item.veg,
      rating: oneDecimal(3.5 + rng() * 1.4),
      customizations: customizationsFor(rng, item.category),
    };
  });
  // A restaurant with nothing orderable would look broken in the demo.
  const first = dishes[0];
  if (first && dishes.every((d) => !d.isAvailable)) first.isAvailable = true;
  return dishes;
}

/** A GSTIN (Tamil Nadu, 33) with its right check character and a 14-digit FSSAI licence, by place. */
function demoTaxIds(i: number) {
  const pan = `AABC${String.fromCharCode(65 + (i % 26))}${1000 + i}F`;
  const first14 = `33${pan}1Z`;
  return {
    gstin: first14 + gstinCheckCharacter(first14),
    fssaiLicence: `1242103${String(1_000_000 + i).slice(-7)}`,
  };
}

export function buildCatalogue(opts: {
  restaurants: number;
  dishesPerRestaurant: number;
  seed?: number;
}): CatalogueEntry[] {
  const rng = mulberry32(opts.seed ?? 42);
  const entries: CatalogueEntry[] = [];
  for (let i = 0; i < opts.restaurants; i++) {
    const area = AREAS[i % AREAS.length] as Area;
    const template = TEMPLATES[i % TEMPLATES.length] as (typeof TEMPLATES)[number];
    const [rawName, kind, cuisine, pureVeg] = template;
    const info = KINDS[kind];
    const branch = Math.floor(i / TEMPLATES.length);
    const baseName = rawName.replace('{area}', area.name);
    const name = branch > 0 ? `${baseName} (Branch ${branch + 1})` : baseName;

    const factor = 0.85 + rng() * 0.35;
    const menuItems = pickMenu(rng, poolsFor(kind, pureVeg), opts.dishesPerRestaurant);
    const dishes = buildDishes(rng, menuItems, factor);
    const avgPricePaise = Math.round(dishes.reduce((sum, d) => sum + d.pricePaise, 0) / dishes.length);

    // Every fourth place is top rated so even tiny demo catalogues show the Top Rated section.
    const rating = i % 4 === 0 ? 4.5 + intBetween(rng, 0, 4) / 10 : 3.2 + intBetween(rng, 0, 12) / 10;
    const minOrderRoll = rng();
    const doorNo = intBetween(rng, 1, 240);

    entries.push({
      restaurant: {
        name,
        description: pick(rng, info.blurbs).replace('{area}', area.name),
        cuisine: [...cuisine],
        address: `${doorNo}, ${pick(rng, area.streets)}, ${area.name}, Chennai ${area.pincode}`,
        area: area.name,
        lat: Math.round((area.lat + (rng() - 0.5) * 0.02) * 1e6) / 1e6,
        lng: Math.round((area.lng + (rng() - 0.5) * 0.02) * 1e6) / 1e6,
        // Each kind of restaurant its own storefront (scripts/draw-storefronts.mjs).
        images: [`/images/restaurants/${kind}.svg`],
        openHours: pick(rng, info.hours),
        minOrderPaise: minOrderRoll < 0.08 ? 9900 : minOrderRoll < 0.14 ? 14900 : 0,
        deliveryFeePaise: 4900,
        // ₹0, ₹10 or ₹20 for boxes and bags, by place (no draw: the rest of the demo stays as it was).
        packagingChargePaise: (i % 3) * 1000,
        ...demoTaxIds(i),
        rating: oneDecimal(rating),
        // As many reviews as the seed then writes (demo-reviews.ts, decision 054): the figure is theirs.
        ratingCount: intBetween(rng, 20, 60),
        isActive: (i + 1) % 25 !== 0,
        isVegetarian: pureVeg,
        vegOptions: dishes.some((d) => d.isVegetarian),
        avgPricePaise,
        deliveryTime: pick(rng, DELIVERY_TIMES),
        priceLevel: avgPricePaise < 15000 ? 1 : avgPricePaise < 21000 ? 2 : 3,
      },
      dishes,
    });
  }
  // The seeded reviews' stars, consistent with rating and count (a new review adds to both).
  for (const { restaurant } of entries) {
    restaurant.ratingSum = Math.round((restaurant.rating ?? 0) * (restaurant.ratingCount ?? 0));
  }
  return entries;
}
