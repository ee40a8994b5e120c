/** The delivery note at checkout (issue 26), for the rider and the kitchen (a module of its own: what the messages module holds ships on `/`). */
export const DELIVERY_NOTE_MESSAGES = {
  label: 'Note for the rider and the kitchen',
  hint: 'Optional. For example how to find the door.',
  choices: ['Ring the bell', 'Leave at the door', 'Do not ring the bell', 'Call when you arrive'],
  shown: (note: string) => `Note: ${note}`,
} as const;
