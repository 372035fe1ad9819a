// The store's items (provider-api.md §4 "Store": the same prices, stock and per-person limits,
// with our own names).

export type StoreItemSeed = {
  name: string;
  description: string;
  price: number;
  stock: number;
  maxPerUser: number;
};

export const STORE_ITEMS: readonly StoreItemSeed[] = [
  {
    name: 'Bomber Jacket',
    description: 'A warm embroidered jacket for the crew.',
    price: 300,
    stock: 7,
    maxPerUser: 1,
  },
  {
    name: 'White Socks',
    description: 'Soft cotton socks with a confetti pattern.',
    price: 75,
    stock: 5,
    maxPerUser: 1,
  },
  { name: 'Orange Socks', description: 'The loud version of our socks.', price: 75, stock: 5, maxPerUser: 1 },
  {
    name: 'Community T-shirt',
    description: 'The T-shirt of the student community.',
    price: 200,
    stock: 30,
    maxPerUser: 1,
  },
  { name: 'Hoodie', description: 'The classic Confetti hoodie.', price: 400, stock: 10, maxPerUser: 1 },
  { name: 'Mug', description: "This year's mug, dishwasher safe.", price: 300, stock: 20, maxPerUser: 1 },
  {
    name: 'Vintage Mug',
    description: "Last year's mug, a collector's piece.",
    price: 300,
    stock: 10,
    maxPerUser: 1,
  },
  {
    name: 'Notebook',
    description: 'A dotted A5 notebook for your talk notes.',
    price: 125,
    stock: 100,
    maxPerUser: 1,
  },
  {
    name: 'Wheel Ticket',
    description: 'A ticket for one extra spin of the prize wheel.',
    price: 100,
    stock: 9999,
    maxPerUser: 9999,
  },
  {
    name: 'Sticker Pack',
    description: 'A dozen stickers for your laptop.',
    price: 50,
    stock: 300,
    maxPerUser: 1,
  },
  { name: 'T-shirt', description: "This year's event T-shirt.", price: 100, stock: 3, maxPerUser: 1 },
];
