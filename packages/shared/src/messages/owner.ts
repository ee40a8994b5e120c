import { UPLOADS_PER_DAY } from '../limits.ts';

/** Restaurant-owner workspace words: the spec's (sections 5 and 8) first, then ours. */
export const OWNER_MESSAGES = {
  // Spec 5, Add Food Item.
  restaurantIdRequired: 'Restaurant ID is required',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  priceRequired: 'Price is required',
  imageUrlRequired: 'Image URL is required',
  // Spec 8.
  foodItemAdded: 'Food item added successfully!',
  submissionFailed: 'Submission failed',
  serverError: 'Server error',
  failedToDeleteItem: 'Failed to delete item',
  failedToFetchFoodItems: 'Failed to fetch food items',
  noFoodItemsFound: 'No food items found',
  noFoodItemsFoundSearching: 'No food items found matching your search',
  // Ours.
  priceRange: 'Price must be between ₹0.01 and ₹1,00,000',
  priceDecimals: 'Price can have at most 2 decimals (paise)',
  categoryInvalid: 'Choose one of Starter, Main Course, Fast Food, Dessert, Beverage',
  imageUrlInvalid: 'Image URL must start with https:// (or http://), or be a photo uploaded here',
  tooLong: (max: number) => `is too long (at most ${max} bytes; a Tamil letter takes 3)`,
  foodItemSaved: 'Food item saved.',
  foodItemDeleted: 'Food item deleted.',
  deleteConfirm: (name: string) => `Delete "${name}"? Past orders keep their copy of it.`,
  foodItemNotFound: 'Food item not found',
  soldOut: 'Sold Out',
  markedSoldOut: 'Marked sold out.',
  markedAvailable: 'Available again.',
  noRestaurants: 'You have no restaurants yet. An admin adds restaurants with their owner account.',
  chooseRestaurant: 'Restaurant',
  restaurantSaved: 'Restaurant details saved.',
  paused: 'Paused: not taking orders',
  takingOrders: 'Taking orders',
  rejectReasonRequired: 'Please give the customer a reason.',
  prepMinutesRange: 'Preparation time must be 1 to 180 minutes.',
  prepOnlyWhenAccepting: 'A preparation time goes with accepting an order.',
  reasonOnlyWhenRejecting: 'A reason goes with rejecting an order.',
  newOrder: 'New order',
  orderAccepted: 'Order accepted.',
  orderRejected: 'Order rejected; the customer is refunded.',
  markedReady: 'Marked ready for pickup.',
  replySaved: 'Reply saved.',
  reviewNotFound: 'Review not found',
  noReviews: 'No reviews yet',
  noCustomers: 'No customers yet',
  noCustomersSearching: 'No customers found matching your search',
  ticketSent: 'Sent. The platform team answers within 24 hours.',
  noTickets: 'No tickets yet',
  uploadTooLarge: 'The photo is larger than 5 MB.',
  uploadWrongType: 'Upload a JPEG, PNG or WebP photo.',
  uploadUnreadable: 'That file is not a photo we can read.',
  uploadQuotaReached: `You have uploaded ${UPLOADS_PER_DAY} photos in the last 24 hours, the most allowed. Please try again tomorrow.`,
  reportRange: 'Choose a date range of at most 366 days, the start before the end.',
} as const;

/** Settings' place on the map and pictures, shown rather than written as numbers and paths (issue 28). */
export const SETTINGS_MESSAGES = {
  placeLabel: 'Where riders pick up',
  placeHint: 'Tap the map where your door is. Delivery distances and your delivery area start from this pin.',
  placeMoved: 'Pin moved. Save to keep it.',
  placeAsNumbers: 'Enter the position as numbers',
  picturesLabel: 'Pictures',
  picturesHint: 'The first is the one customers see in lists and at the top of your page.',
  noPictures: 'No pictures yet. Customers see a plain drawing until you add one.',
  picture: (restaurant: string, n: number) => `${restaurant}, picture ${n}`,
  removePicture: (n: number) => `Remove picture ${n}`,
  addPhoto: 'Add a photo',
} as const;

/** A ready order waiting longer than this for its rider is flagged on the kitchen's board. */
export const READY_WAIT_ALERT_MINUTES = 10;

const ago = (minutes: number) => (minutes < 1 ? 'just now' : `${minutes} min ago`);

/** The kitchen board's clocks and riders, in words (issue 28). */
export const BOARD_MESSAGES = {
  waiting: (minutes: number) => `Arrived ${ago(minutes)}`,
  dueIn: (minutes: number) => (minutes <= 0 ? 'Due now' : `Due in ${minutes} min`),
  late: (minutes: number) => `${minutes} min past its prep time`,
  readyFor: (minutes: number) => `Ready ${ago(minutes)}`,
  readyTooLong: (minutes: number) => `Ready ${minutes} min ago and no rider has picked it up`,
  riderComing: (name: string) => `${name} is coming to pick it up`,
  riderDelivering: (name: string) => `${name} is delivering it`,
  noRiderYet: 'No rider yet',
} as const;
