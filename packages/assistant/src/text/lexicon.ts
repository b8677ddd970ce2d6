/**
 * Generic English / business vocabulary. Nothing here is specific to one catalogue: these are the words
 * any BI question uses (function words, aggregation words, common abbreviations in column names and
 * business synonyms). Catalogue-specific words always come from the catalogue itself.
 */

/** Function words that never name a member on their own. */
export const STOPWORDS = new Set(
  (
    "a an the of for in on at to from with by per and or but is are was were be been being do does did done " +
    "what which who whom whose how when where why that this these those there their our my your its it we i you " +
    "me us they them he she his her show give get tell find list display see let lets let's please can could would " +
    "should will shall may might must have has had having all any some each every into onto over under about " +
    "as than then so such via vs versus against also just only much many more most less least very " +
    "across within during between since before after until up down out off broken split grouped sorted ordered based " +
    "ranked grouping breakdown along both either per-cent ones one no not equal equals among amongst upon " +
    // casual spellings and fillers
    "whats hows wheres whos thats heres gimme pls plz thx thanks hey hi hello quick quickly real just"
  ).split(" "),
);

/** Words that state an aggregation; they choose among members but are not member names themselves. */
export const AGGREGATION_WORDS: Record<string, string[]> = {
  total: ["sum"],
  sum: ["sum"],
  overall: ["sum"],
  combined: ["sum"],
  average: ["avg"],
  avg: ["avg"],
  mean: ["avg"],
  typical: ["avg"],
  minimum: ["min"],
  min: ["min"],
  smallest: ["min"],
  lowest: ["min"],
  maximum: ["max"],
  max: ["max"],
  largest: ["max"],
  biggest: ["max"],
  peak: ["max"],
  highest: ["max"],
  count: ["count", "count_distinct"],
  number: ["count", "count_distinct"],
  unique: ["count_distinct"],
  distinct: ["count_distinct"],
};

/** Abbreviations common in column names, expanded before matching (both sides are expanded). */
export const ABBREVIATIONS: Record<string, string> = {
  qty: "quantity",
  qnty: "quantity",
  // Ordinals typed as digits ("2nd dose") name the same column words ("secondVaxDose").
  "1st": "first",
  "2nd": "second",
  "3rd": "third",
  amt: "amount",
  avg: "average",
  cnt: "count",
  ct: "count",
  num: "number",
  nbr: "number",
  nr: "number",
  no: "number",
  pct: "percent",
  perc: "percent",
  desc: "description",
  dt: "date",
  ts: "timestamp",
  tstamp: "timestamp",
  min: "minimum",
  max: "maximum",
  tot: "total",
  rev: "revenue",
  cust: "customer",
  prod: "product",
  cat: "category",
  addr: "address",
  dept: "department",
  emp: "employee",
  acct: "account",
  txn: "transaction",
  tx: "transaction",
  convo: "conversation",
  sms: "message",
  trx: "transaction",
  mkt: "market",
  mktg: "marketing",
  seg: "segment",
  disc: "discount",
  ext: "extended",
  supp: "supplier",
  inv: "invoice",
  mgr: "manager",
  rep: "representative",
  yr: "year",
  mo: "month",
  wk: "week",
  hr: "hour",
  hrs: "hours",
  // "min" is a minimum as often as a minute; "mins" is minutes.
  mins: "minutes",
  sec: "second",
  secs: "seconds",
  dur: "duration",
  pos: "position",
  org: "organization",
  usr: "user",
  sub: "subscription",
  subs: "subscriptions",
  msg: "message",
  img: "image",
  nm: "name",
  stat: "status",
  sts: "status",
  loc: "location",
  ctry: "country",
  cntry: "country",
  lang: "language",
  env: "environment",
  curr: "currency",
  pmt: "payment",
  pymt: "payment",
  ord: "order",
  shp: "shipping",
  whse: "warehouse",
  wh: "warehouse",
  tel: "telephone",
  ph: "phone",
  info: "information",
  temp: "temperature",
  bal: "balance",
  // Ledger and document names (`sales_cr_memo_header`): a credit memo.
  cr: "credit",
  avail: "available",
  prio: "priority",
  prc: "price",
  val: "value",
  src: "source",
  dest: "destination",
  dst: "destination",
  qtr: "quarter",
  mth: "month",
  cmt: "comment",
  rcpt: "receipt",
  recv: "received",
  wt: "weight",
  vol: "volume",
  grp: "group",
  lvl: "level",
  div: "division",
  reg: "region",
  lat: "latitude",
  lng: "longitude",
  lon: "longitude",
  tz: "timezone",
  fav: "favorite",
  favs: "favorites",
  "#": "number",
};

/** Abbreviations too ambiguous to expand when a person types them ("no coupon", "cat food"). */
export const CATALOGUE_ONLY_ABBREVIATIONS = new Set([
  "cr",
  "reg",
  "div",
  "lat",
  "val",
  "vol",
  "dest",
  "src",
  "wt",
  "bal",
  "no",
  "cat",
  "sub",
  "subs",
  "mo",
  "pos",
  "ph",
  "tel",
  "sec",
  "stat",
  "info",
  "ord",
  "wh",
  "temp",
  "ct",
  "ext",
  "inv",
  "loc",
  "org",
  "img",
  "dur",
  "curr",
  "rev",
  "tot",
  "seg",
  "disc",
  "supp",
  "nm",
  "ts",
  "dt",
  "desc",
  "min",
  "max",
]);

/**
 * Groups of interchangeable business words. A synonym match scores below an exact name/title match,
 * so a member literally called "sales" still wins over one called "revenue".
 */
const SYNONYM_GROUPS: string[][] = [
  ["revenue", "sales", "sell", "income", "turnover", "earnings", "proceeds"],
  ["customer", "client", "buyer", "shopper", "consumer", "purchaser"],
  ["city", "town"],
  ["country", "nation"],
  ["region", "area", "territory", "zone"],
  ["product", "item", "article", "merchandise"],
  ["quantity", "unit", "volume"],
  ["spend", "spending", "expenditure", "outlay"],
  ["cost", "expense"],
  ["price", "priced", "pricing"],
  ["vendor", "supplier", "seller"],
  ["shipment", "delivery", "consignment"],
  ["discount", "rebate", "markdown"],
  ["employee", "staff", "worker", "personnel"],
  ["signup", "registration", "register", "enrollment", "join"],
  ["email", "mail", "e-mail"],
  ["phone", "telephone", "mobile"],
  ["rating", "score", "stars"],
  ["profit", "margin"],
  ["user", "member"],
  ["company", "firm", "business", "organization", "organisation"],
  ["plan", "tier"],
  ["percent", "percentage"],
  ["issue", "ticket"],
  ["gender", "sex"],
];

export const SYNONYMS: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group)
      map.set(
        word,
        group.filter((w) => w !== word),
      );
  }
  return map;
})();

/** The auxiliaries before a participle or a state ("have been played", "are still pending"). */
/** Particles of phrasal verbs ("moved out", "checked in", "signed up"). */
/** Words that make a measure or column a count ("number of", `num_items`, `order_cnt`). */
export const COUNTING_WORDS = new Set(["count", "number", "num", "cnt"]);

export const VERB_PARTICLES = new Set(["out", "in", "up", "off", "down", "back"]);

export const FORMS_OF_BE = new Set(["be", "being", "been", "is", "are", "was", "were"]);
export const FORMS_OF_HAVE = new Set(["have", "has", "had"]);

/** Nouns English uses as uncountable although WordNet reads them as plurals ("data" of "datum"). */
export const MASS_NOUNS = new Set(["data", "metadata"]);

/** Who asks, as a verb's subject ("did we work with", "have we received"): the next word is the asker's verb. */
export const ASKER_PRONOUNS = new Set(["we", "i", "you", "they"]);

/** Dimension-name words that say "this dimension holds places", used to ground unknown place names. */
export const CITY_WORDS = ["city", "town", "municipality", "locality", "place", "location"];
/** Dimension-name words for columns of codes or flags: they do not hold names ("return flag" never holds "MAIL"). */
export const CODE_WORDS = ["flag", "code", "id", "key", "indicator", "sku", "number", "ref", "reference"];
/** Dimension-name words for sites where something happens ("refills at Shell" -> station). */
export const SITE_WORDS = [
  "station",
  "store",
  "shop",
  "site",
  "branch",
  "depot",
  "venue",
  "outlet",
  "office",
  "facility",
  "warehouse",
  "hub",
  "merchant",
  "retailer",
  "terminal",
  "clinic",
  "hospital",
  "campus",
];
export const COUNTRY_WORDS = ["country", "nation", "nationality"];
/** Dimension-name words for the currency an amount is in ("in EUR"). */
export const CURRENCY_WORDS = ["currency"];
export const AREA_WORDS = ["region", "state", "province", "county", "district", "area", "territory", "zone", "market"];
/** Dimension-name words for lifecycle states ("completed orders", "cancelled subscriptions"). */
export const STATUS_WORDS = ["status", "state", "stage", "phase"];
/** Dimension-name words for how pressing something is, and the generic values they hold ("critical tickets"). */
export const PRIORITY_WORDS = ["priority", "severity", "urgency", "criticality", "importance"];
export const PRIORITY_VALUES = new Set(["critical", "urgent", "high", "medium", "low", "blocker", "major", "minor"]);
/** Dimension-name words for service tiers, and the generic tier values ("express shipments", "gold members"). */
export const TIER_WORDS = ["tier", "level", "class", "grade", "plan", "service", "membership"];
export const TIER_VALUES = new Set([
  "express",
  "standard",
  "overnight",
  "economy",
  "basic",
  "gold",
  "silver",
  "bronze",
  "platinum",
]);
/** Generic lifecycle values: they go to a status-like dimension before a category ("open tickets"). */
export const STATUS_VALUES = new Set([
  "open",
  "closed",
  "pending",
  "active",
  "inactive",
  "cancelled",
  "canceled",
  "failed",
  "completed",
  "complete",
  "resolved",
  "unresolved",
  "paid",
  "unpaid",
  "overdue",
  "expired",
  "suspended",
  "approved",
  "rejected",
  "draft",
  "archived",
  "refunded",
  "returned",
  "shipped",
  "delivered",
]);
/** Dimension-name words for people's names ("orders from John Smith"). */
export const PERSON_WORDS = ["name", "customer", "user", "owner", "person", "contact", "employee", "agent", "rep"];
/** Dimension-name words for categorical labels ("in Electronics", "non-VIP"). */
export const CATEGORY_WORDS = [
  "category",
  "type",
  "segment",
  "group",
  "class",
  "kind",
  "tier",
  "plan",
  "family",
  "brand",
  "department",
];
/** Dimension-name words for where something came through ("from mobile", "via chat"). */
export const ORIGIN_WORDS = [
  "channel",
  "source",
  "medium",
  "platform",
  "device",
  "method",
  "mode",
  "carrier",
  "provider",
  "vendor",
  "referrer",
];
/** Member-name words for amounts of money ("transactions over $1,000" -> amount). */
export const MONEY_WORDS = [
  "amount",
  "price",
  "value",
  "total",
  "cost",
  "revenue",
  "balance",
  "fee",
  "spend",
  "sales",
  "charge",
  "payment",
];
/** Dimension-name words for the label of an entity ("top 5 products" groups by the product's name). */
export const LABEL_WORDS = ["name", "title", "label", "description"];
/** Words of text columns that tell things apart for people, as a name does, where there is none ("repository_url"). */
export const ADDRESS_WORDS = ["url", "slug", "handle"];
/** Dimension-name words for postal codes ("homes in 90210" -> zip_code). */
export const POSTAL_WORDS = ["zip", "zipcode", "postal", "postcode", "postcodes", "zips"];
/** Dimension-name words for the device something happened on, and generic device names ("visits on tablets"). */
export const DEVICE_WORDS = ["device", "platform", "os"];
export const DEVICE_VALUES = new Set([
  "tablet",
  "mobile",
  "desktop",
  "phone",
  "smartphone",
  "laptop",
  "ipad",
  "iphone",
  "android",
  "ios",
]);
/** Dimension-name words for languages, and common language names ("callouts in Spanish" -> caller_language). */
/** The days of the week, which a day-of-week column holds ("orders on Sundays"). */
export const WEEKDAY_NAMES = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
/** What a sex or gender column holds ("female deaths", "male patients"). */
export const GENDER_VALUES = new Set(["female", "male", "women", "woman", "men", "man", "nonbinary"]);
export const GENDER_WORDS = ["gender", "sex"];
export const LANGUAGE_WORDS = ["language", "languages", "locale", "lang", "tongue"];
export const LANGUAGE_NAMES = new Set([
  "english",
  "spanish",
  "french",
  "german",
  "italian",
  "portuguese",
  "dutch",
  "swedish",
  "norwegian",
  "danish",
  "finnish",
  "polish",
  "czech",
  "greek",
  "turkish",
  "russian",
  "ukrainian",
  "arabic",
  "hebrew",
  "hindi",
  "bengali",
  "urdu",
  "punjabi",
  "tamil",
  "chinese",
  "mandarin",
  "cantonese",
  "japanese",
  "korean",
  "vietnamese",
  "thai",
  "indonesian",
  "malay",
  "tagalog",
  "swahili",
  "persian",
  "farsi",
  "romanian",
  "hungarian",
  "welsh",
  "irish",
  "catalan",
  "basque",
]);
/** First words of generic group names ("Crew Bravo", "Team Alpha"), and the dimensions that hold such names. */
export const TEAM_PREFIXES = new Set(["team", "crew", "squad", "unit"]);
export const TEAM_WORDS = [
  "team",
  "crew",
  "squad",
  "unit",
  "agent",
  "owner",
  "rep",
  "instructor",
  "assignee",
  "technician",
];

/** Units and currencies a column's name may end with ("voltage_kv", "floor_area_sqft"): what it is measured in. */
export const UNIT_WORDS = [
  ...["usd", "eur", "gbp", "pct", "percent", "cents", "kg", "km", "kv", "kwh", "sqft", "miles", "ms", "msec"],
  ...["seconds", "secs", "minutes", "mins", "hours", "hrs", "days"],
];

/**
 * Adjectives that measure an attribute (WordNet's adjective-to-attribute relation, general English): "older than
 * 60" compares an age, "the tallest player" is ranked by height. `more`: the plain form means more of it.
 */
export const ATTRIBUTE_ADJECTIVES: Record<string, { nouns: string[]; more: boolean }> = {
  old: { nouns: ["age"], more: true },
  young: { nouns: ["age"], more: false },
  tall: { nouns: ["height"], more: true },
  long: { nouns: ["length", "duration"], more: true },
  short: { nouns: ["length", "duration", "height"], more: false },
  heavy: { nouns: ["weight"], more: true },
  light: { nouns: ["weight"], more: false },
  expensive: { nouns: ["price", "cost"], more: true },
  costly: { nouns: ["cost", "price"], more: true },
  pricy: { nouns: ["price", "cost"], more: true },
  cheap: { nouns: ["price", "cost"], more: false },
  fast: { nouns: ["speed"], more: true },
  slow: { nouns: ["speed"], more: false },
  wide: { nouns: ["width"], more: true },
  narrow: { nouns: ["width"], more: false },
  deep: { nouns: ["depth"], more: true },
  shallow: { nouns: ["depth"], more: false },
  far: { nouns: ["distance"], more: true },
};

/** Verbs that say a text is a thing's name ("actors named starting with Police", "the student called Ana Lima"). */
export const NAMING_VERBS = new Set(["named", "called", "titled"]);

/** Nouns for the data as a whole ("how many menus are in the collection"): where rows are, never one of their values. */
export const WHOLE_DATA_NOUNS = new Set([
  "catalogue",
  "catalog",
  "collection",
  "database",
  "dataset",
  "system",
  "archive",
]);
