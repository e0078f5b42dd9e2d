/**
 * The demo catalogue: what a buyer at Abossey Okai or Suame Magazine actually asks for, on the cars Ghana drives.
 * Prices are GH₵ ranges for a new part on a mainstream car; used parts and other makes adjust them (see products.ts).
 */

export interface VehicleModelSpec {
  make: string;
  model: string;
  /** Generations as inclusive [from, to] years; a part usually fits one generation. */
  generations: [number, number][];
  /** Body style, for batteries, tyres and price: sedan/hatch, SUV, pickup/van. */
  body: 'car' | 'suv' | 'pickup';
  /** How often the model turns up on Ghana's roads (relative weight). */
  weight: number;
}

export const vehicleModels: VehicleModelSpec[] = [
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'car',
    weight: 10,
    generations: [
      [2003, 2008],
      [2009, 2013],
      [2014, 2018],
      [2019, 2022],
    ],
  },
  {
    make: 'Toyota',
    model: 'Camry',
    body: 'car',
    weight: 7,
    generations: [
      [2002, 2006],
      [2007, 2011],
      [2012, 2017],
      [2018, 2022],
    ],
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    body: 'suv',
    weight: 6,
    generations: [
      [2006, 2012],
      [2013, 2018],
      [2019, 2022],
    ],
  },
  {
    make: 'Toyota',
    model: 'Hilux',
    body: 'pickup',
    weight: 7,
    generations: [
      [2005, 2015],
      [2016, 2023],
    ],
  },
  {
    make: 'Toyota',
    model: 'Yaris',
    body: 'car',
    weight: 5,
    generations: [
      [2006, 2011],
      [2012, 2019],
    ],
  },
  {
    make: 'Toyota',
    model: 'Land Cruiser Prado',
    body: 'suv',
    weight: 3,
    generations: [
      [2003, 2009],
      [2010, 2022],
    ],
  },
  {
    make: 'Toyota',
    model: 'Highlander',
    body: 'suv',
    weight: 2,
    generations: [
      [2008, 2013],
      [2014, 2019],
    ],
  },
  {
    make: 'Honda',
    model: 'Civic',
    body: 'car',
    weight: 5,
    generations: [
      [2006, 2011],
      [2012, 2015],
      [2016, 2021],
    ],
  },
  {
    make: 'Honda',
    model: 'Accord',
    body: 'car',
    weight: 4,
    generations: [
      [2008, 2012],
      [2013, 2017],
      [2018, 2021],
    ],
  },
  {
    make: 'Honda',
    model: 'CR-V',
    body: 'suv',
    weight: 5,
    generations: [
      [2007, 2011],
      [2012, 2016],
      [2017, 2022],
    ],
  },
  {
    make: 'Honda',
    model: 'Fit',
    body: 'car',
    weight: 2,
    generations: [
      [2009, 2013],
      [2014, 2020],
    ],
  },
  {
    make: 'Nissan',
    model: 'Sentra',
    body: 'car',
    weight: 3,
    generations: [
      [2007, 2012],
      [2013, 2019],
    ],
  },
  {
    make: 'Nissan',
    model: 'Altima',
    body: 'car',
    weight: 3,
    generations: [
      [2007, 2012],
      [2013, 2018],
    ],
  },
  {
    make: 'Nissan',
    model: 'X-Trail',
    body: 'suv',
    weight: 3,
    generations: [
      [2008, 2013],
      [2014, 2021],
    ],
  },
  {
    make: 'Nissan',
    model: 'Navara',
    body: 'pickup',
    weight: 3,
    generations: [
      [2006, 2014],
      [2015, 2021],
    ],
  },
  { make: 'Nissan', model: 'Almera', body: 'car', weight: 2, generations: [[2012, 2019]] },
  {
    make: 'Hyundai',
    model: 'Elantra',
    body: 'car',
    weight: 5,
    generations: [
      [2007, 2010],
      [2011, 2015],
      [2016, 2020],
    ],
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    body: 'suv',
    weight: 4,
    generations: [
      [2010, 2015],
      [2016, 2021],
    ],
  },
  {
    make: 'Hyundai',
    model: 'Sonata',
    body: 'car',
    weight: 3,
    generations: [
      [2011, 2014],
      [2015, 2019],
    ],
  },
  {
    make: 'Hyundai',
    model: 'Santa Fe',
    body: 'suv',
    weight: 2,
    generations: [
      [2010, 2012],
      [2013, 2018],
    ],
  },
  {
    make: 'Hyundai',
    model: 'Accent',
    body: 'car',
    weight: 3,
    generations: [
      [2011, 2017],
      [2018, 2021],
    ],
  },
  {
    make: 'Kia',
    model: 'Rio',
    body: 'car',
    weight: 3,
    generations: [
      [2012, 2016],
      [2017, 2022],
    ],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    body: 'suv',
    weight: 4,
    generations: [
      [2011, 2015],
      [2016, 2021],
    ],
  },
  {
    make: 'Kia',
    model: 'Picanto',
    body: 'car',
    weight: 4,
    generations: [
      [2011, 2016],
      [2017, 2022],
    ],
  },
  {
    make: 'Kia',
    model: 'Sorento',
    body: 'suv',
    weight: 2,
    generations: [
      [2011, 2014],
      [2015, 2020],
    ],
  },
  {
    make: 'Kia',
    model: 'Cerato',
    body: 'car',
    weight: 2,
    generations: [
      [2013, 2018],
      [2019, 2021],
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'C-Class',
    body: 'car',
    weight: 3,
    generations: [
      [2008, 2014],
      [2015, 2021],
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'E-Class',
    body: 'car',
    weight: 2,
    generations: [
      [2010, 2016],
      [2017, 2021],
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'ML-Class',
    body: 'suv',
    weight: 2,
    generations: [
      [2006, 2011],
      [2012, 2015],
    ],
  },
  { make: 'Mercedes-Benz', model: 'Sprinter', body: 'pickup', weight: 3, generations: [[2007, 2018]] },
  {
    make: 'Mitsubishi',
    model: 'L200',
    body: 'pickup',
    weight: 3,
    generations: [
      [2006, 2015],
      [2016, 2022],
    ],
  },
  { make: 'Mitsubishi', model: 'Pajero', body: 'suv', weight: 3, generations: [[2007, 2021]] },
  {
    make: 'Mitsubishi',
    model: 'Outlander',
    body: 'suv',
    weight: 2,
    generations: [
      [2008, 2012],
      [2013, 2021],
    ],
  },
  { make: 'Mitsubishi', model: 'Lancer', body: 'car', weight: 2, generations: [[2008, 2017]] },
  { make: 'Ford', model: 'Ranger', body: 'pickup', weight: 4, generations: [[2012, 2022]] },
  {
    make: 'Ford',
    model: 'Focus',
    body: 'car',
    weight: 3,
    generations: [
      [2008, 2011],
      [2012, 2018],
    ],
  },
  { make: 'Ford', model: 'Explorer', body: 'suv', weight: 2, generations: [[2011, 2019]] },
  { make: 'Ford', model: 'Escape', body: 'suv', weight: 2, generations: [[2013, 2019]] },
  {
    make: 'Volkswagen',
    model: 'Golf',
    body: 'car',
    weight: 3,
    generations: [
      [2009, 2012],
      [2013, 2020],
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Passat',
    body: 'car',
    weight: 3,
    generations: [
      [2006, 2010],
      [2011, 2019],
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Tiguan',
    body: 'suv',
    weight: 2,
    generations: [
      [2008, 2016],
      [2017, 2021],
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Polo',
    body: 'car',
    weight: 2,
    generations: [
      [2010, 2017],
      [2018, 2020],
    ],
  },
];

/** Price multiplier by make: German parts cost more at the market; Korean a little less than Japanese. */
export const makePriceFactor: Record<string, number> = {
  Toyota: 1,
  Honda: 1,
  Nissan: 0.95,
  Hyundai: 0.9,
  Kia: 0.9,
  'Mercedes-Benz': 1.7,
  Mitsubishi: 1,
  Ford: 1.1,
  Volkswagen: 1.25,
};

export const bodyPriceFactor: Record<VehicleModelSpec['body'], number> = { car: 1, suv: 1.2, pickup: 1.25 };

export interface PartSpec {
  name: string;
  category: string;
  /** GH₵ for a new part on a mainstream car. */
  price: [number, number];
  /** Chance that a listing is a used ("home-used", from Europe or Japan) part. */
  usedShare: number;
  brands: string[];
  /**
   * `model`: fits one generation of one model. `body`: universal within body styles (batteries, bulbs, fluids).
   * `models`: a fixed list of models (tyre sizes).
   */
  fit:
    | { kind: 'model' }
    | { kind: 'body'; bodies: readonly VehicleModelSpec['body'][] }
    | { kind: 'models'; models: readonly string[] };
  /** Typical warranty of a new part, if any. */
  warranty?: { duration: number; unit: 'days' | 'months' | 'years' };
  /** Words buyers use, worked into the description. */
  notes: string;
}

const model = { kind: 'model' } as const;
const cars = { kind: 'body', bodies: ['car'] } as const;
const bigVehicles = { kind: 'body', bodies: ['suv', 'pickup'] } as const;
const allBodies = { kind: 'body', bodies: ['car', 'suv', 'pickup'] } as const;

export const partSpecs: PartSpec[] = [
  // Engine
  {
    name: 'Timing Belt Kit',
    category: 'Engine',
    price: [450, 1200],
    usedShare: 0,
    brands: ['Gates', 'Aisin', 'Contitech'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Belt, tensioner and idler pulley. Change every 90,000 km.',
  },
  {
    name: 'Timing Chain Kit',
    category: 'Engine',
    price: [900, 2400],
    usedShare: 0.1,
    brands: ['Febi Bilstein', 'Aisin', 'SWAG'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Chain, guides and tensioner for a noisy cold start.',
  },
  {
    name: 'Spark Plugs (Set of 4)',
    category: 'Engine',
    price: [160, 480],
    usedShare: 0,
    brands: ['NGK', 'Denso', 'Bosch'],
    fit: model,
    notes: 'Iridium plugs, pre-gapped.',
  },
  {
    name: 'Ignition Coil',
    category: 'Engine',
    price: [220, 650],
    usedShare: 0.25,
    brands: ['Denso', 'Bosch', 'NGK'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Cures misfire and check-engine light P0300.',
  },
  {
    name: 'Engine Mount',
    category: 'Engine',
    price: [250, 700],
    usedShare: 0.2,
    brands: ['Toyota Genuine', 'Febi Bilstein', 'Lemforder'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Stops vibration at idle and knocking when you engage drive.',
  },
  {
    name: 'Cylinder Head Gasket',
    category: 'Engine',
    price: [180, 520],
    usedShare: 0,
    brands: ['Victor Reinz', 'Elring', 'Ajusa'],
    fit: model,
    notes: 'Multi-layer steel gasket.',
  },
  {
    name: 'Piston Ring Set',
    category: 'Engine',
    price: [350, 900],
    usedShare: 0,
    brands: ['NPR', 'Riken', 'Mahle'],
    fit: model,
    notes: 'Standard size rings for an engine that burns oil.',
  },
  {
    name: 'Valve Cover Gasket',
    category: 'Engine',
    price: [90, 260],
    usedShare: 0,
    brands: ['Elring', 'Victor Reinz', 'Fel-Pro'],
    fit: model,
    notes: 'Stops the oil leak on top of the engine.',
  },
  {
    name: 'Crankshaft Position Sensor',
    category: 'Engine',
    price: [180, 450],
    usedShare: 0.2,
    brands: ['Denso', 'Bosch', 'Hella'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'For a car that cranks but will not start.',
  },
  {
    name: 'Complete Engine',
    category: 'Engine',
    price: [14000, 32000],
    usedShare: 0.9,
    brands: ['Home-used', 'Genuine'],
    fit: model,
    warranty: { duration: 30, unit: 'days' },
    notes: 'Tested with compression check; comes with starter-to-sump assembly.',
  },
  {
    name: 'Fuel Injector',
    category: 'Engine',
    price: [280, 750],
    usedShare: 0.3,
    brands: ['Denso', 'Bosch', 'Delphi'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Cleaned and flow-tested.',
  },
  // Brakes
  {
    name: 'Front Brake Pads',
    category: 'Brakes',
    price: [180, 520],
    usedShare: 0,
    brands: ['Bosch', 'Brembo', 'TRW', 'Akebono'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Low dust ceramic pads, with wear sensor where fitted.',
  },
  {
    name: 'Rear Brake Shoes',
    category: 'Brakes',
    price: [150, 380],
    usedShare: 0,
    brands: ['Bosch', 'TRW', 'Nisshinbo'],
    fit: model,
    notes: 'For rear drum brakes.',
  },
  {
    name: 'Brake Disc Rotor',
    category: 'Brakes',
    price: [320, 900],
    usedShare: 0.1,
    brands: ['Brembo', 'TRW', 'ATE'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Sold singly; change in pairs.',
  },
  {
    name: 'Brake Caliper',
    category: 'Brakes',
    price: [450, 1300],
    usedShare: 0.35,
    brands: ['Aisin', 'TRW', 'ATE'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Front caliper, piston and seals checked.',
  },
  {
    name: 'Brake Master Cylinder',
    category: 'Brakes',
    price: [480, 1400],
    usedShare: 0.3,
    brands: ['Aisin', 'Bosch', 'TRW'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'For a soft or sinking brake pedal.',
  },
  {
    name: 'Brake Fluid DOT 4 (1 L)',
    category: 'Brakes',
    price: [70, 140],
    usedShare: 0,
    brands: ['Bosch', 'Castrol', 'Prestone'],
    fit: allBodies,
    notes: 'Sealed bottle.',
  },
  // Suspension & Steering
  {
    name: 'Front Shock Absorber',
    category: 'Suspension & Steering',
    price: [380, 1100],
    usedShare: 0.2,
    brands: ['KYB', 'Monroe', 'Tokico'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Gas shock for our roads and potholes.',
  },
  {
    name: 'Rear Shock Absorber',
    category: 'Suspension & Steering',
    price: [320, 950],
    usedShare: 0.2,
    brands: ['KYB', 'Monroe', 'Tokico'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Sold singly; change in pairs.',
  },
  {
    name: 'Lower Control Arm',
    category: 'Suspension & Steering',
    price: [350, 950],
    usedShare: 0.25,
    brands: ['555', 'CTR', 'Lemforder'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'With bushings and ball joint.',
  },
  {
    name: 'Ball Joint',
    category: 'Suspension & Steering',
    price: [120, 320],
    usedShare: 0,
    brands: ['555', 'CTR', 'Moog'],
    fit: model,
    notes: 'Fixes the knock over speed bumps.',
  },
  {
    name: 'Tie Rod End',
    category: 'Suspension & Steering',
    price: [90, 260],
    usedShare: 0,
    brands: ['555', 'CTR', 'Moog'],
    fit: model,
    notes: 'Outer tie rod end; get an alignment after fitting.',
  },
  {
    name: 'Stabilizer Link',
    category: 'Suspension & Steering',
    price: [80, 220],
    usedShare: 0,
    brands: ['555', 'CTR', 'Febi Bilstein'],
    fit: model,
    notes: 'Sway bar link, left or right.',
  },
  {
    name: 'CV Joint (Drive Shaft)',
    category: 'Suspension & Steering',
    price: [380, 1000],
    usedShare: 0.4,
    brands: ['GKN', 'NTN', 'Home-used'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Stops the clicking noise on full lock.',
  },
  {
    name: 'Power Steering Pump',
    category: 'Suspension & Steering',
    price: [700, 1900],
    usedShare: 0.6,
    brands: ['JTEKT', 'ZF', 'Home-used'],
    fit: model,
    warranty: { duration: 1, unit: 'months' },
    notes: 'For heavy steering and whining noise.',
  },
  {
    name: 'Front Wheel Bearing',
    category: 'Suspension & Steering',
    price: [220, 600],
    usedShare: 0,
    brands: ['NSK', 'Koyo', 'SKF'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Hub bearing; fixes the humming that rises with speed.',
  },
  // Electrical
  {
    name: 'Car Battery 12V 60Ah',
    category: 'Electrical',
    price: [750, 1300],
    usedShare: 0,
    brands: ['Bosch', 'Varta', 'Amaron', 'Tudor'],
    fit: cars,
    warranty: { duration: 12, unit: 'months' },
    notes: 'Maintenance free; old battery exchange accepted.',
  },
  {
    name: 'Car Battery 12V 90Ah',
    category: 'Electrical',
    price: [1100, 1900],
    usedShare: 0,
    brands: ['Bosch', 'Varta', 'Amaron'],
    fit: bigVehicles,
    warranty: { duration: 12, unit: 'months' },
    notes: 'For SUVs, pickups and vans; free fitting at the shop.',
  },
  {
    name: 'Alternator',
    category: 'Electrical',
    price: [900, 2600],
    usedShare: 0.55,
    brands: ['Denso', 'Bosch', 'Valeo'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Bench tested at 14 V output.',
  },
  {
    name: 'Starter Motor',
    category: 'Electrical',
    price: [750, 2200],
    usedShare: 0.55,
    brands: ['Denso', 'Bosch', 'Valeo'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Bench tested; for a car that clicks but will not crank.',
  },
  {
    name: 'Oxygen Sensor',
    category: 'Electrical',
    price: [250, 700],
    usedShare: 0.15,
    brands: ['Denso', 'Bosch', 'NGK'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Upstream sensor; clears P0130-P0135 codes.',
  },
  {
    name: 'Fuel Pump',
    category: 'Electrical',
    price: [380, 1100],
    usedShare: 0.3,
    brands: ['Denso', 'Bosch', 'Aisin'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'In-tank pump with strainer.',
  },
  {
    name: 'ABS Wheel Speed Sensor',
    category: 'Electrical',
    price: [200, 550],
    usedShare: 0.2,
    brands: ['Denso', 'Bosch', 'ATE'],
    fit: model,
    notes: 'Clears the ABS light.',
  },
  {
    name: 'Window Regulator',
    category: 'Electrical',
    price: [300, 800],
    usedShare: 0.35,
    brands: ['Genuine', 'Home-used', 'TYC'],
    fit: model,
    warranty: { duration: 1, unit: 'months' },
    notes: 'With motor, front door.',
  },
  // Filters
  {
    name: 'Oil Filter',
    category: 'Filters',
    price: [40, 120],
    usedShare: 0,
    brands: ['Toyota Genuine', 'Mann', 'Bosch', 'Sakura'],
    fit: model,
    notes: 'Change at every oil service.',
  },
  {
    name: 'Air Filter',
    category: 'Filters',
    price: [70, 220],
    usedShare: 0,
    brands: ['Mann', 'Bosch', 'Sakura', 'Denso'],
    fit: model,
    notes: 'Harmattan dust clogs it fast; check every service.',
  },
  {
    name: 'Cabin Air Filter',
    category: 'Filters',
    price: [60, 180],
    usedShare: 0,
    brands: ['Mann', 'Bosch', 'Denso'],
    fit: model,
    notes: 'Keeps dust out of the AC.',
  },
  {
    name: 'Fuel Filter',
    category: 'Filters',
    price: [70, 260],
    usedShare: 0,
    brands: ['Mann', 'Bosch', 'Sakura'],
    fit: model,
    notes: 'Protects the injectors from dirty fuel.',
  },
  // Cooling
  {
    name: 'Radiator',
    category: 'Cooling',
    price: [650, 1800],
    usedShare: 0.25,
    brands: ['Denso', 'Koyorad', 'Nissens'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Aluminium core, pressure tested.',
  },
  {
    name: 'Radiator Fan',
    category: 'Cooling',
    price: [450, 1200],
    usedShare: 0.45,
    brands: ['Denso', 'Home-used', 'Valeo'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Fan with motor and shroud.',
  },
  {
    name: 'Water Pump',
    category: 'Cooling',
    price: [300, 850],
    usedShare: 0.1,
    brands: ['Aisin', 'GMB', 'Gates'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'With gasket; change with the timing belt.',
  },
  {
    name: 'Thermostat',
    category: 'Cooling',
    price: [90, 260],
    usedShare: 0,
    brands: ['Tama', 'Gates', 'Wahler'],
    fit: model,
    notes: 'Fixes overheating in Accra traffic.',
  },
  {
    name: 'Radiator Hose',
    category: 'Cooling',
    price: [70, 200],
    usedShare: 0,
    brands: ['Gates', 'Genuine', 'Febi Bilstein'],
    fit: model,
    notes: 'Upper hose.',
  },
  {
    name: 'Coolant (4 L)',
    category: 'Cooling',
    price: [120, 260],
    usedShare: 0,
    brands: ['Toyota Genuine', 'Prestone', 'Total'],
    fit: allBodies,
    notes: 'Pre-mixed long life coolant.',
  },
  // Transmission
  {
    name: 'Clutch Kit',
    category: 'Transmission',
    price: [850, 2400],
    usedShare: 0,
    brands: ['Exedy', 'Valeo', 'LuK'],
    fit: model,
    warranty: { duration: 6, unit: 'months' },
    notes: 'Pressure plate, disc and release bearing.',
  },
  {
    name: 'Clutch Master Cylinder',
    category: 'Transmission',
    price: [300, 800],
    usedShare: 0.2,
    brands: ['Aisin', 'TRW', 'Exedy'],
    fit: model,
    notes: 'For a clutch pedal that stays down.',
  },
  {
    name: 'Automatic Transmission Fluid (4 L)',
    category: 'Transmission',
    price: [260, 520],
    usedShare: 0,
    brands: ['Toyota Genuine', 'Castrol', 'Mobil'],
    fit: allBodies,
    notes: 'ATF WS / Dexron VI.',
  },
  {
    name: 'Automatic Gearbox',
    category: 'Transmission',
    price: [9000, 24000],
    usedShare: 0.9,
    brands: ['Home-used', 'Genuine'],
    fit: model,
    warranty: { duration: 30, unit: 'days' },
    notes: 'Tested on the bench; torque converter included.',
  },
  {
    name: 'Gearbox Mount',
    category: 'Transmission',
    price: [180, 480],
    usedShare: 0.2,
    brands: ['Genuine', 'Febi Bilstein', 'Lemforder'],
    fit: model,
    notes: 'Transmission mount.',
  },
  // Body
  {
    name: 'Front Bumper',
    category: 'Body',
    price: [550, 1800],
    usedShare: 0.45,
    brands: ['Genuine', 'Home-used', 'TYC'],
    fit: model,
    notes: 'Unpainted; spraying can be arranged at Kokompe.',
  },
  {
    name: 'Side Mirror',
    category: 'Body',
    price: [350, 1100],
    usedShare: 0.45,
    brands: ['Genuine', 'Home-used', 'TYC'],
    fit: model,
    warranty: { duration: 1, unit: 'months' },
    notes: 'Power folding where fitted; left or right.',
  },
  {
    name: 'Bonnet',
    category: 'Body',
    price: [900, 2600],
    usedShare: 0.6,
    brands: ['Genuine', 'Home-used'],
    fit: model,
    notes: 'Straight, no dents.',
  },
  {
    name: 'Front Fender',
    category: 'Body',
    price: [450, 1300],
    usedShare: 0.5,
    brands: ['Genuine', 'Home-used', 'TYC'],
    fit: model,
    notes: 'Left or right.',
  },
  {
    name: 'Windscreen',
    category: 'Body',
    price: [900, 2400],
    usedShare: 0.2,
    brands: ['Fuyao', 'Saint-Gobain', 'Pilkington'],
    fit: model,
    warranty: { duration: 1, unit: 'months' },
    notes: 'Fitting available at the shop.',
  },
  // Lighting
  {
    name: 'Headlamp Assembly',
    category: 'Lighting',
    price: [600, 2200],
    usedShare: 0.45,
    brands: ['Depo', 'TYC', 'Koito', 'Home-used'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Left or right; clear lens.',
  },
  {
    name: 'Tail Lamp',
    category: 'Lighting',
    price: [350, 1200],
    usedShare: 0.45,
    brands: ['Depo', 'TYC', 'Home-used'],
    fit: model,
    notes: 'Left or right.',
  },
  {
    name: 'Fog Lamp',
    category: 'Lighting',
    price: [180, 520],
    usedShare: 0.2,
    brands: ['Depo', 'TYC', 'Hella'],
    fit: model,
    notes: 'With bulb.',
  },
  {
    name: 'H4 Headlight Bulbs (Pair)',
    category: 'Lighting',
    price: [60, 180],
    usedShare: 0,
    brands: ['Philips', 'Osram', 'Narva'],
    fit: allBodies,
    notes: 'Halogen, 60/55 W.',
  },
  {
    name: 'LED Headlight Bulb Kit',
    category: 'Lighting',
    price: [250, 650],
    usedShare: 0,
    brands: ['Philips', 'Osram'],
    fit: allBodies,
    warranty: { duration: 12, unit: 'months' },
    notes: 'Plug and play, 6000 K.',
  },
  // Tyres & Wheels
  {
    name: 'Tyre 195/65 R15',
    category: 'Tyres & Wheels',
    price: [650, 1150],
    usedShare: 0.25,
    brands: ['Michelin', 'Bridgestone', 'Dunlop', 'Hankook'],
    fit: {
      kind: 'models',
      models: ['Corolla', 'Civic', 'Elantra', 'Sentra', 'Cerato', 'Focus', 'Golf', 'Lancer', 'Almera'],
    },
    warranty: { duration: 12, unit: 'months' },
    notes: 'Sold singly; balancing included.',
  },
  {
    name: 'Tyre 205/55 R16',
    category: 'Tyres & Wheels',
    price: [750, 1350],
    usedShare: 0.25,
    brands: ['Michelin', 'Bridgestone', 'Continental', 'Hankook'],
    fit: {
      kind: 'models',
      models: ['Corolla', 'Civic', 'Elantra', 'Golf', 'Passat', 'C-Class', 'Focus', 'Altima', 'Sonata'],
    },
    warranty: { duration: 12, unit: 'months' },
    notes: 'Sold singly; balancing included.',
  },
  {
    name: 'Tyre 225/65 R17',
    category: 'Tyres & Wheels',
    price: [950, 1700],
    usedShare: 0.25,
    brands: ['Michelin', 'Bridgestone', 'Yokohama', 'Kumho'],
    fit: {
      kind: 'models',
      models: [
        'RAV4',
        'CR-V',
        'X-Trail',
        'Tucson',
        'Sportage',
        'Outlander',
        'Escape',
        'Tiguan',
        'Santa Fe',
        'Highlander',
      ],
    },
    warranty: { duration: 12, unit: 'months' },
    notes: 'Sold singly; balancing included.',
  },
  {
    name: 'Tyre 265/65 R17',
    category: 'Tyres & Wheels',
    price: [1200, 2200],
    usedShare: 0.2,
    brands: ['Bridgestone Dueler', 'BFGoodrich', 'Yokohama Geolandar'],
    fit: { kind: 'models', models: ['Hilux', 'Land Cruiser Prado', 'Pajero', 'L200', 'Navara', 'Ranger'] },
    warranty: { duration: 12, unit: 'months' },
    notes: 'All-terrain; sold singly.',
  },
  {
    name: 'Alloy Wheel',
    category: 'Tyres & Wheels',
    price: [700, 2000],
    usedShare: 0.6,
    brands: ['Genuine', 'Home-used'],
    fit: model,
    notes: 'Straight, no cracks; centre cap included.',
  },
  {
    name: 'Wheel Nut Set',
    category: 'Tyres & Wheels',
    price: [80, 220],
    usedShare: 0,
    brands: ['Genuine', 'McGard'],
    fit: allBodies,
    notes: 'Set of 20 with locking nuts.',
  },
  // Exhaust
  {
    name: 'Exhaust Muffler',
    category: 'Exhaust',
    price: [350, 950],
    usedShare: 0.3,
    brands: ['Walker', 'Bosal', 'Home-used'],
    fit: model,
    notes: 'Rear silencer.',
  },
  {
    name: 'Catalytic Converter',
    category: 'Exhaust',
    price: [1500, 4200],
    usedShare: 0.5,
    brands: ['Genuine', 'Walker', 'Home-used'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Clears P0420.',
  },
  // Air Conditioning
  {
    name: 'AC Compressor',
    category: 'Air Conditioning',
    price: [1400, 3800],
    usedShare: 0.55,
    brands: ['Denso', 'Sanden', 'Home-used'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Tested cold; clutch and pulley included.',
  },
  {
    name: 'AC Condenser',
    category: 'Air Conditioning',
    price: [600, 1500],
    usedShare: 0.3,
    brands: ['Denso', 'Nissens', 'Valeo'],
    fit: model,
    warranty: { duration: 3, unit: 'months' },
    notes: 'Pressure tested.',
  },
  // Oils & Fluids
  {
    name: 'Engine Oil 5W-30 (4 L)',
    category: 'Oils & Fluids',
    price: [260, 520],
    usedShare: 0,
    brands: ['Total Quartz', 'Shell Helix', 'Castrol Magnatec', 'Mobil 1'],
    fit: cars,
    notes: 'Fully synthetic; for petrol engines.',
  },
  {
    name: 'Engine Oil 15W-40 Diesel (5 L)',
    category: 'Oils & Fluids',
    price: [280, 560],
    usedShare: 0,
    brands: ['Total Rubia', 'Shell Rimula', 'Castrol CRB'],
    fit: bigVehicles,
    notes: 'For diesel pickups, vans and SUVs.',
  },
  // Wipers
  {
    name: 'Wiper Blades (Pair)',
    category: 'Wipers',
    price: [60, 200],
    usedShare: 0,
    brands: ['Bosch', 'Valeo', 'Denso'],
    fit: model,
    notes: 'Flat blades; for the rainy season.',
  },
];

/** One colour per category for the generated placeholder images. */
export const categoryColours: Record<string, string> = {
  Engine: '#b91c1c',
  Brakes: '#c2410c',
  'Suspension & Steering': '#a16207',
  Electrical: '#1d4ed8',
  Filters: '#15803d',
  Cooling: '#0e7490',
  Transmission: '#6d28d9',
  Body: '#475569',
  Lighting: '#ca8a04',
  'Tyres & Wheels': '#1f2937',
  Exhaust: '#57534e',
  'Air Conditioning': '#0369a1',
  'Oils & Fluids': '#854d0e',
  Wipers: '#334155',
};

export type Market = 'Abossey Okai' | 'Suame Magazine' | 'Kokompe' | 'Kaneshie';

export const markets: Record<Market, { city: string; region: string; gpsPrefix: string; streets: string[] }> =
  {
    'Abossey Okai': {
      city: 'Accra',
      region: 'Greater Accra',
      gpsPrefix: 'GA-',
      streets: ['Abossey Okai Road', 'Guggisberg Avenue', 'Zongo Junction', 'Spare Parts Lane'],
    },
    'Suame Magazine': {
      city: 'Kumasi',
      region: 'Ashanti',
      gpsPrefix: 'AK-',
      streets: ['Magazine New Road', 'Suame Roundabout', 'Fitters Lane', 'Krofrom Road'],
    },
    Kokompe: {
      city: 'Accra',
      region: 'Greater Accra',
      gpsPrefix: 'GA-',
      streets: ['Kokompe Street', 'Kokomlemle Road', 'Obetsebi Lamptey Road'],
    },
    Kaneshie: {
      city: 'Accra',
      region: 'Greater Accra',
      gpsPrefix: 'GA-',
      streets: ['Kaneshie Market Road', 'Winneba Road', 'First Light Junction'],
    },
  };

export interface ShopSpec {
  name: string;
  market: Market;
  /** Index into `vendors` (0 = the demo vendor). */
  owner: number;
  status: 'active' | 'inactive' | 'pending';
  /** Makes the shop is known for; its listings lean towards them. */
  specialty: string[];
  blurb: string;
}

export const shops: ShopSpec[] = [
  {
    name: 'Nana Kwame Auto Spares',
    market: 'Abossey Okai',
    owner: 0,
    status: 'active',
    specialty: ['Toyota', 'Honda'],
    blurb: 'Genuine and home-used Japanese parts since 2004. Ask for Nana at the blue container.',
  },
  {
    name: "God's Grace Motor Parts",
    market: 'Abossey Okai',
    owner: 1,
    status: 'active',
    specialty: ['Hyundai', 'Kia'],
    blurb: 'Korean car parts specialist: Elantra, Tucson, Sportage, Picanto.',
  },
  {
    name: 'Adjei & Sons Spare Parts',
    market: 'Abossey Okai',
    owner: 2,
    status: 'active',
    specialty: ['Nissan', 'Mitsubishi'],
    blurb: 'Pickups and 4x4 parts for Navara, L200 and Pajero. Wholesale and retail.',
  },
  {
    name: 'Sika Aba Benz Centre',
    market: 'Abossey Okai',
    owner: 3,
    status: 'active',
    specialty: ['Mercedes-Benz', 'Volkswagen'],
    blurb: 'German parts: C-Class, E-Class, Sprinter, Golf and Passat. Diagnosis on request.',
  },
  {
    name: 'Opanin Kofi Engineering Spares',
    market: 'Suame Magazine',
    owner: 0,
    status: 'active',
    specialty: ['Toyota', 'Mitsubishi'],
    blurb: 'Engines, gearboxes and running parts from the heart of Suame Magazine.',
  },
  {
    name: 'Nyame Bekyere Auto Parts',
    market: 'Suame Magazine',
    owner: 4,
    status: 'active',
    specialty: ['Ford', 'Toyota'],
    blurb: 'Ranger and Hilux parts, suspension and brakes. Delivery across Kumasi.',
  },
  {
    name: 'Asantehene Gearbox & Diesel',
    market: 'Suame Magazine',
    owner: 5,
    status: 'active',
    specialty: ['Toyota', 'Nissan', 'Mercedes-Benz'],
    blurb: 'Gearboxes, diesel pumps and injectors. Bench tested before sale.',
  },
  {
    name: 'Kumasi Genuine Spares',
    market: 'Suame Magazine',
    owner: 6,
    status: 'active',
    specialty: ['Honda', 'Hyundai', 'Kia'],
    blurb: 'Original parts only, with receipts and warranty.',
  },
  {
    name: 'Kokompe Fitters Parts Hub',
    market: 'Kokompe',
    owner: 7,
    status: 'active',
    specialty: ['Toyota', 'Nissan'],
    blurb: 'Parts and fitting next to the best fitters in Kokompe.',
  },
  {
    name: 'Abrantie Auto Electricals',
    market: 'Kokompe',
    owner: 8,
    status: 'active',
    specialty: ['Honda', 'Volkswagen', 'Ford'],
    blurb: 'Alternators, starters, sensors and batteries, tested on our bench.',
  },
  {
    name: 'First Light Motors Kaneshie',
    market: 'Kaneshie',
    owner: 0,
    status: 'active',
    specialty: ['Toyota', 'Hyundai'],
    blurb: 'Tyres, batteries, oils and service parts by Kaneshie First Light.',
  },
  {
    name: 'Odorkor Road Tyres & Batteries',
    market: 'Kaneshie',
    owner: 9,
    status: 'active',
    specialty: ['Kia', 'Nissan', 'Mitsubishi'],
    blurb: 'New and quality used tyres, batteries and wheel alignment.',
  },
  {
    name: 'Korle Bu Auto Body Parts',
    market: 'Kaneshie',
    owner: 10,
    status: 'inactive',
    specialty: ['Toyota', 'Honda'],
    blurb: 'Bumpers, lamps and panels. (Closed for renovation.)',
  },
  {
    name: 'Mallam Atta Spare Parts',
    market: 'Kaneshie',
    owner: 11,
    status: 'pending',
    specialty: ['Hyundai', 'Kia'],
    blurb: 'New shop awaiting approval.',
  },
];

export interface PersonSpec {
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
}

/** Shop owners. Index 0 is the demo vendor. */
export const vendors: PersonSpec[] = [
  { firstName: 'Kwame', lastName: 'Mensah', username: 'vendor', phone: '+233244127789' },
  { firstName: 'Abena', lastName: 'Owusu', username: 'abena.owusu', phone: '+233205531842' },
  { firstName: 'Yaw', lastName: 'Adjei', username: 'yaw.adjei', phone: '+233277409163' },
  { firstName: 'Kojo', lastName: 'Asante', username: 'kojo.asante', phone: '+233501286734' },
  { firstName: 'Akua', lastName: 'Boakye', username: 'akua.boakye', phone: '+233249918250' },
  { firstName: 'Kofi', lastName: 'Antwi', username: 'kofi.antwi', phone: '+233544630917' },
  { firstName: 'Adwoa', lastName: 'Frimpong', username: 'adwoa.frimpong', phone: '+233551274408' },
  { firstName: 'Nii', lastName: 'Armah', username: 'nii.armah', phone: '+233268815532' },
  { firstName: 'Ekow', lastName: 'Quansah', username: 'ekow.quansah', phone: '+233573302186' },
  { firstName: 'Mohammed', lastName: 'Issah', username: 'mohammed.issah', phone: '+233209947361' },
  { firstName: 'Esi', lastName: 'Ampofo', username: 'esi.ampofo', phone: '+233240358871' },
  { firstName: 'Ibrahim', lastName: 'Atta', username: 'ibrahim.atta', phone: '+233592147730' },
];

/** Buyers who leave reviews. Index 0 is the demo customer. */
export const customers: PersonSpec[] = [
  { firstName: 'Akosua', lastName: 'Boateng', username: 'customer', phone: '+233246610093' },
  { firstName: 'Kwabena', lastName: 'Osei', username: 'kwabena.osei', phone: '+233201884527' },
  { firstName: 'Efua', lastName: 'Mensah', username: 'efua.mensah', phone: '+233557213364' },
  { firstName: 'Selorm', lastName: 'Agbeko', username: 'selorm.agbeko', phone: '+233266047715' },
  { firstName: 'Fiifi', lastName: 'Coleman', username: 'fiifi.coleman', phone: '+233248830159' },
  { firstName: 'Aisha', lastName: 'Abdulai', username: 'aisha.abdulai', phone: '+233502736648' },
  { firstName: 'Kwesi', lastName: 'Appiah', username: 'kwesi.appiah', phone: '+233276651209' },
  { firstName: 'Naa', lastName: 'Dedei', username: 'naa.dedei', phone: '+233541095573' },
  { firstName: 'Emmanuel', lastName: 'Tetteh', username: 'emmanuel.tetteh', phone: '+233209316684' },
];

export const reviewComments: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Original part, exactly as described. My mechanic at Suame confirmed it.',
    'Fitted perfectly. Delivered to Kasoa the same day.',
    'Good price compared to what I was quoted at the roadside. Will buy again.',
    'The seller explained everything on the phone. Car drives like new.',
    'Quality is very good and the warranty receipt came with it.',
  ],
  4: [
    'Fits well. Delivery took two days but the part is good.',
    'Good part. Packaging could be better.',
    'Works fine so far, two months now.',
    'Fair price. Had to pick it up myself at Abossey Okai.',
  ],
  3: [
    'It works, but the box was opened before.',
    'Okay for the price. Not the brand I expected.',
    'Took a while to find the shop inside the market.',
  ],
  2: ['Fitted but made noise after two weeks; the shop agreed to replace it.', 'Delivery was late.'],
  1: ['Wrong part delivered for my year. They refunded me.'],
};
