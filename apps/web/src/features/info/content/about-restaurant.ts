import { FACTS } from './facts.ts';

/** The sample restaurant profile the spec shows (hard-coded sample data, labelled as such on the page). */
export const SAMPLE_RESTAURANT = {
  name: 'Kaveri Kitchen',
  founded: 2012,
  story: [
    'Kaveri Kitchen began as a twelve-table mess on a T Nagar side street, serving the idli, sambar and filter coffee our founder grew up with in Thanjavur.',
    'Today the same family recipes reach homes across Chennai: batter ground every morning, spices roasted in small batches, and meals packed so they arrive the way they left the kitchen.',
  ],
  // Pondy Bazaar, T Nagar: the fixed centre of the spec's sample map.
  location: { lat: 13.0418, lng: 80.2341 },
  address: ['24 Thyagaraya Road, T Nagar', 'Chennai 600017, Tamil Nadu'],
  phone: '+91 44 4000 2468',
  email: 'hello@kaverikitchen.example',
  hours: FACTS.deliveryHours,
  awards: [
    { id: 'breakfast', year: 2024, title: 'Best South Indian Breakfast', by: 'Chennai Food Guide (sample)' },
    { id: 'hygiene', year: 2023, title: 'Five-star kitchen hygiene', by: 'City food safety audit (sample)' },
    { id: 'coffee', year: 2022, title: 'Readers’ favourite filter coffee', by: 'Madras Weekly (sample)' },
  ],
  team: [
    { id: 'lakshmi', name: 'Lakshmi Narayanan', role: 'Founder and head chef' },
    { id: 'arjun', name: 'Arjun Krishnan', role: 'Sous chef' },
    { id: 'divya', name: 'Divya Raman', role: 'Pastry and sweets' },
    { id: 'suresh', name: 'Suresh Kumar', role: 'Kitchen manager' },
  ],
  features: [
    { id: 'fresh', title: 'Ground fresh daily', text: 'Dosa and idli batter made every morning.' },
    { id: 'veg', title: 'Pure vegetarian', text: 'A vegetarian kitchen, with Jain options on request.' },
    { id: 'coffee', title: 'Filter coffee', text: 'Brewed from beans roasted in small batches.' },
    { id: 'packed', title: 'Packed to travel', text: 'Sealed, spill-proof packs that keep food hot.' },
  ],
} as const;

export const mapLink = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;

export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;
