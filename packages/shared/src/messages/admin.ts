/** The admin workspace's words: the spec's (sections 5 and 8) word for word, ours where it names none. */
export const ADMIN_MESSAGES = {
  // Add Restaurant (spec 5 and 8)
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  usernameRequired: 'Username required',
  passwordRequired: 'Password required',
  restaurantAdded: 'Restaurant added successfully!',
  submissionFailed: 'Submission failed',
  serverError: 'Server error',
  usernameTaken: 'That username is already taken.',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots or underscores.',
  ownerNotFound: 'That owner account does not exist.',
  restaurantUpdated: 'Restaurant updated.',
  // Add User (spec 5 and 8)
  userCreated: (name: string, role: string) => `User ${name} created as ${role}.`,
  emailTaken: 'That email is already in use.',
  userNameRequired: 'Name is required',
  emailInvalid: 'Enter a valid email address.',
  phoneRequired: 'Phone is required',
  // View Users / Restaurants (spec 8)
  failedToFetchUsers: 'Failed to fetch users',
  failedToFetchRestaurants: 'Failed to fetch restaurants',
  noUsersFound: 'No users found matching your search',
  noRestaurantsFound: 'No restaurants found matching your search',
  userNotFound: 'User not found',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDemoteSelf: 'You cannot change your own role.',
  lastAdmin: 'There must always be at least one active admin.',
  userUpdated: 'User updated.',
  userDisabled: 'User disabled. Their sessions have ended.',
  userEnabled: 'User enabled.',
} as const;

/** Absent values in the management tables (spec 2). */
export const ABSENT = {
  generic: 'N/A',
  description: 'No description',
  hours: 'Hours not specified',
  dash: '—',
} as const;
