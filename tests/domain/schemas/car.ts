/** A complete, valid car listing as the API receives it, shared by the listing schema tests. */
export const car = {
  type: 'vehicle',
  title: 'Toyota Aqua',
  description: 'Hybrid, 2015, clean',
  subType: 'car',
  vehicleBrand: 'toyota',
  modelYear: '2015',
  price: { type: 'fixed', amount: 7500, isNegotiable: true },
  city: 'harare',
  neighborhood: 'avondale',
  images: ['f1', 'f2'],
};

export const REQUIRED = 'This field is required';
