/**
 * The sample client organisations the logo carousel's stories show. Their names are names, so a
 * French page shows them as they are: the stories' English check (.storybook/english-check.ts)
 * allows them, as the site's check allows its own carousel's.
 */
export const sampleClients = [
  'Maple Leaf Dental',
  'Northern Lights Realty',
  'Rocky Mountain Outfitters',
  'Harbourfront Legal',
  'Prairie Fresh Foods',
  'Great Lakes Logistics',
  'Laurentian Home Services',
  'Pacific Coast Fitness',
  'Atlantic Auto Group',
];
