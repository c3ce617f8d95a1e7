/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The input fields for an attribute. */
export type AttributeInput = {
  /** Key or name of the attribute. */
  key: string;
  /** Value of the attribute. */
  value: string;
};

/** Possible error codes that can be returned by `CartUserError`. */
export type CartErrorCode =
  /** The specified address field contains emojis. */
  | 'ADDRESS_FIELD_CONTAINS_EMOJIS'
  /** The specified address field contains HTML tags. */
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  /** The specified address field contains a URL. */
  | 'ADDRESS_FIELD_CONTAINS_URL'
  /** The specified address field does not match the expected pattern. */
  | 'ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN'
  /** The specified address field is required. */
  | 'ADDRESS_FIELD_IS_REQUIRED'
  /** The specified address field is too long. */
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  /** The input value is invalid. */
  | 'INVALID'
  /** Company location not found or not allowed. */
  | 'INVALID_COMPANY_LOCATION'
  /** The delivery address was not found. */
  | 'INVALID_DELIVERY_ADDRESS_ID'
  /** Delivery group was not found in cart. */
  | 'INVALID_DELIVERY_GROUP'
  /** Delivery option was not valid. */
  | 'INVALID_DELIVERY_OPTION'
  /** The quantity must be a multiple of the specified increment. */
  | 'INVALID_INCREMENT'
  /** Merchandise line was not found in cart. */
  | 'INVALID_MERCHANDISE_LINE'
  /** The metafields were not valid. */
  | 'INVALID_METAFIELDS'
  /** The payment wasn't valid. */
  | 'INVALID_PAYMENT'
  /** Cannot update payment on an empty cart */
  | 'INVALID_PAYMENT_EMPTY_CART'
  /** The given zip code is invalid for the provided country. */
  | 'INVALID_ZIP_CODE_FOR_COUNTRY'
  /** The given zip code is invalid for the provided province. */
  | 'INVALID_ZIP_CODE_FOR_PROVINCE'
  /** The input value should be less than the maximum value allowed. */
  | 'LESS_THAN'
  /** The quantity must be below the specified maximum for the item. */
  | 'MAXIMUM_EXCEEDED'
  /** The quantity must be above the specified minimum for the item. */
  | 'MINIMUM_NOT_MET'
  /** The customer access token is required when setting a company location. */
  | 'MISSING_CUSTOMER_ACCESS_TOKEN'
  /** Missing discount code. */
  | 'MISSING_DISCOUNT_CODE'
  /** Missing note. */
  | 'MISSING_NOTE'
  /** The note length must be below the specified maximum. */
  | 'NOTE_TOO_LONG'
  /** Only one delivery address can be selected. */
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  /** The payment method is not supported. */
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  /** The given province cannot be found. */
  | 'PROVINCE_NOT_FOUND'
  /** Too many delivery addresses on Cart. */
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  /** A general error occurred during address validation. */
  | 'UNSPECIFIED_ADDRESS_ERROR'
  /** Validation failed. */
  | 'VALIDATION_CUSTOM'
  /** The given zip code is unsupported. */
  | 'ZIP_CODE_NOT_SUPPORTED';

/** The input fields to create a merchandise line on a cart. */
export type CartLineInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise that the buyer intends to purchase. */
  merchandiseId: string | number;
  /** The quantity of the merchandise. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The input fields to update a line item on a cart. */
export type CartLineUpdateInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise line. */
  id: string | number;
  /** The ID of the merchandise for the line item. */
  merchandiseId?: string | number | null | undefined;
  /** The quantity of the line item. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The code for the cart warning. */
export type CartWarningCode =
  /** A delivery address with the same details already exists on this cart. */
  | 'DUPLICATE_DELIVERY_ADDRESS'
  /** The merchandise does not have enough stock. */
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  /** The merchandise is out of stock. */
  | 'MERCHANDISE_OUT_OF_STOCK'
  /** Gift cards are not available as a payment method. */
  | 'PAYMENTS_GIFT_CARDS_UNAVAILABLE';

/**
 * A filter used to view a subset of products in a collection matching a specific category value.
 *
 */
export type CategoryFilter = {
  /** The id of the category to filter on. */
  id: string;
};

/**
 * The three-letter currency codes that represent the world currencies used in
 * stores. These include standard ISO 4217 codes, legacy codes,
 * and non-standard codes.
 *
 */
export type CurrencyCode =
  /** United Arab Emirates Dirham (AED). */
  | 'AED'
  /** Afghan Afghani (AFN). */
  | 'AFN'
  /** Albanian Lek (ALL). */
  | 'ALL'
  /** Armenian Dram (AMD). */
  | 'AMD'
  /** Netherlands Antillean Guilder. */
  | 'ANG'
  /** Angolan Kwanza (AOA). */
  | 'AOA'
  /** Argentine Pesos (ARS). */
  | 'ARS'
  /** Australian Dollars (AUD). */
  | 'AUD'
  /** Aruban Florin (AWG). */
  | 'AWG'
  /** Azerbaijani Manat (AZN). */
  | 'AZN'
  /** Bosnia and Herzegovina Convertible Mark (BAM). */
  | 'BAM'
  /** Barbadian Dollar (BBD). */
  | 'BBD'
  /** Bangladesh Taka (BDT). */
  | 'BDT'
  /** Bulgarian Lev (BGN). */
  | 'BGN'
  /** Bahraini Dinar (BHD). */
  | 'BHD'
  /** Burundian Franc (BIF). */
  | 'BIF'
  /** Bermudian Dollar (BMD). */
  | 'BMD'
  /** Brunei Dollar (BND). */
  | 'BND'
  /** Bolivian Boliviano (BOB). */
  | 'BOB'
  /** Brazilian Real (BRL). */
  | 'BRL'
  /** Bahamian Dollar (BSD). */
  | 'BSD'
  /** Bhutanese Ngultrum (BTN). */
  | 'BTN'
  /** Botswana Pula (BWP). */
  | 'BWP'
  /** Belarusian Ruble (BYN). */
  | 'BYN'
  /** Belarusian Ruble (BYR). */
  | 'BYR'
  /** Belize Dollar (BZD). */
  | 'BZD'
  /** Canadian Dollars (CAD). */
  | 'CAD'
  /** Congolese franc (CDF). */
  | 'CDF'
  /** Swiss Francs (CHF). */
  | 'CHF'
  /** Chilean Peso (CLP). */
  | 'CLP'
  /** Chinese Yuan Renminbi (CNY). */
  | 'CNY'
  /** Colombian Peso (COP). */
  | 'COP'
  /** Costa Rican Colones (CRC). */
  | 'CRC'
  /** Cape Verdean escudo (CVE). */
  | 'CVE'
  /** Czech Koruny (CZK). */
  | 'CZK'
  /** Djiboutian Franc (DJF). */
  | 'DJF'
  /** Danish Kroner (DKK). */
  | 'DKK'
  /** Dominican Peso (DOP). */
  | 'DOP'
  /** Algerian Dinar (DZD). */
  | 'DZD'
  /** Egyptian Pound (EGP). */
  | 'EGP'
  /** Eritrean Nakfa (ERN). */
  | 'ERN'
  /** Ethiopian Birr (ETB). */
  | 'ETB'
  /** Euro (EUR). */
  | 'EUR'
  /** Fijian Dollars (FJD). */
  | 'FJD'
  /** Falkland Islands Pounds (FKP). */
  | 'FKP'
  /** United Kingdom Pounds (GBP). */
  | 'GBP'
  /** Georgian Lari (GEL). */
  | 'GEL'
  /** Ghanaian Cedi (GHS). */
  | 'GHS'
  /** Gibraltar Pounds (GIP). */
  | 'GIP'
  /** Gambian Dalasi (GMD). */
  | 'GMD'
  /** Guinean Franc (GNF). */
  | 'GNF'
  /** Guatemalan Quetzal (GTQ). */
  | 'GTQ'
  /** Guyanese Dollar (GYD). */
  | 'GYD'
  /** Hong Kong Dollars (HKD). */
  | 'HKD'
  /** Honduran Lempira (HNL). */
  | 'HNL'
  /** Croatian Kuna (HRK). */
  | 'HRK'
  /** Haitian Gourde (HTG). */
  | 'HTG'
  /** Hungarian Forint (HUF). */
  | 'HUF'
  /** Indonesian Rupiah (IDR). */
  | 'IDR'
  /** Israeli New Shekel (NIS). */
  | 'ILS'
  /** Indian Rupees (INR). */
  | 'INR'
  /** Iraqi Dinar (IQD). */
  | 'IQD'
  /** Iranian Rial (IRR). */
  | 'IRR'
  /** Icelandic Kronur (ISK). */
  | 'ISK'
  /** Jersey Pound. */
  | 'JEP'
  /** Jamaican Dollars (JMD). */
  | 'JMD'
  /** Jordanian Dinar (JOD). */
  | 'JOD'
  /** Japanese Yen (JPY). */
  | 'JPY'
  /** Kenyan Shilling (KES). */
  | 'KES'
  /** Kyrgyzstani Som (KGS). */
  | 'KGS'
  /** Cambodian Riel. */
  | 'KHR'
  /** Kiribati Dollar (KID). */
  | 'KID'
  /** Comorian Franc (KMF). */
  | 'KMF'
  /** South Korean Won (KRW). */
  | 'KRW'
  /** Kuwaiti Dinar (KWD). */
  | 'KWD'
  /** Cayman Dollars (KYD). */
  | 'KYD'
  /** Kazakhstani Tenge (KZT). */
  | 'KZT'
  /** Laotian Kip (LAK). */
  | 'LAK'
  /** Lebanese Pounds (LBP). */
  | 'LBP'
  /** Sri Lankan Rupees (LKR). */
  | 'LKR'
  /** Liberian Dollar (LRD). */
  | 'LRD'
  /** Lesotho Loti (LSL). */
  | 'LSL'
  /** Lithuanian Litai (LTL). */
  | 'LTL'
  /** Latvian Lati (LVL). */
  | 'LVL'
  /** Libyan Dinar (LYD). */
  | 'LYD'
  /** Moroccan Dirham. */
  | 'MAD'
  /** Moldovan Leu (MDL). */
  | 'MDL'
  /** Malagasy Ariary (MGA). */
  | 'MGA'
  /** Macedonia Denar (MKD). */
  | 'MKD'
  /** Burmese Kyat (MMK). */
  | 'MMK'
  /** Mongolian Tugrik. */
  | 'MNT'
  /** Macanese Pataca (MOP). */
  | 'MOP'
  /** Mauritanian Ouguiya (MRU). */
  | 'MRU'
  /** Mauritian Rupee (MUR). */
  | 'MUR'
  /** Maldivian Rufiyaa (MVR). */
  | 'MVR'
  /** Malawian Kwacha (MWK). */
  | 'MWK'
  /** Mexican Pesos (MXN). */
  | 'MXN'
  /** Malaysian Ringgits (MYR). */
  | 'MYR'
  /** Mozambican Metical. */
  | 'MZN'
  /** Namibian Dollar. */
  | 'NAD'
  /** Nigerian Naira (NGN). */
  | 'NGN'
  /** Nicaraguan Córdoba (NIO). */
  | 'NIO'
  /** Norwegian Kroner (NOK). */
  | 'NOK'
  /** Nepalese Rupee (NPR). */
  | 'NPR'
  /** New Zealand Dollars (NZD). */
  | 'NZD'
  /** Omani Rial (OMR). */
  | 'OMR'
  /** Panamian Balboa (PAB). */
  | 'PAB'
  /** Peruvian Nuevo Sol (PEN). */
  | 'PEN'
  /** Papua New Guinean Kina (PGK). */
  | 'PGK'
  /** Philippine Peso (PHP). */
  | 'PHP'
  /** Pakistani Rupee (PKR). */
  | 'PKR'
  /** Polish Zlotych (PLN). */
  | 'PLN'
  /** Paraguayan Guarani (PYG). */
  | 'PYG'
  /** Qatari Rial (QAR). */
  | 'QAR'
  /** Romanian Lei (RON). */
  | 'RON'
  /** Serbian dinar (RSD). */
  | 'RSD'
  /** Russian Rubles (RUB). */
  | 'RUB'
  /** Rwandan Franc (RWF). */
  | 'RWF'
  /** Saudi Riyal (SAR). */
  | 'SAR'
  /** Solomon Islands Dollar (SBD). */
  | 'SBD'
  /** Seychellois Rupee (SCR). */
  | 'SCR'
  /** Sudanese Pound (SDG). */
  | 'SDG'
  /** Swedish Kronor (SEK). */
  | 'SEK'
  /** Singapore Dollars (SGD). */
  | 'SGD'
  /** Saint Helena Pounds (SHP). */
  | 'SHP'
  /** Sierra Leonean Leone (SLL). */
  | 'SLL'
  /** Somali Shilling (SOS). */
  | 'SOS'
  /** Surinamese Dollar (SRD). */
  | 'SRD'
  /** South Sudanese Pound (SSP). */
  | 'SSP'
  /** Sao Tome And Principe Dobra (STD). */
  | 'STD'
  /** Sao Tome And Principe Dobra (STN). */
  | 'STN'
  /** Syrian Pound (SYP). */
  | 'SYP'
  /** Swazi Lilangeni (SZL). */
  | 'SZL'
  /** Thai baht (THB). */
  | 'THB'
  /** Tajikistani Somoni (TJS). */
  | 'TJS'
  /** Turkmenistani Manat (TMT). */
  | 'TMT'
  /** Tunisian Dinar (TND). */
  | 'TND'
  /** Tongan Pa'anga (TOP). */
  | 'TOP'
  /** Turkish Lira (TRY). */
  | 'TRY'
  /** Trinidad and Tobago Dollars (TTD). */
  | 'TTD'
  /** Taiwan Dollars (TWD). */
  | 'TWD'
  /** Tanzanian Shilling (TZS). */
  | 'TZS'
  /** Ukrainian Hryvnia (UAH). */
  | 'UAH'
  /** Ugandan Shilling (UGX). */
  | 'UGX'
  /** United States Dollars (USD). */
  | 'USD'
  /** Uruguayan Pesos (UYU). */
  | 'UYU'
  /** Uzbekistan som (UZS). */
  | 'UZS'
  /** Venezuelan Bolivares (VED). */
  | 'VED'
  /** Venezuelan Bolivares (VEF). */
  | 'VEF'
  /** Venezuelan Bolivares Soberanos (VES). */
  | 'VES'
  /** Vietnamese đồng (VND). */
  | 'VND'
  /** Vanuatu Vatu (VUV). */
  | 'VUV'
  /** Samoan Tala (WST). */
  | 'WST'
  /** Central African CFA Franc (XAF). */
  | 'XAF'
  /** East Caribbean Dollar (XCD). */
  | 'XCD'
  /** West African CFA franc (XOF). */
  | 'XOF'
  /** CFP Franc (XPF). */
  | 'XPF'
  /** Unrecognized currency. */
  | 'XXX'
  /** Yemeni Rial (YER). */
  | 'YER'
  /** South African Rand (ZAR). */
  | 'ZAR'
  /** Zambian Kwacha (ZMW). */
  | 'ZMW';

/**
 * The type of data that the filter group represents.
 *
 * For more information, refer to [Filter products in a collection with the Storefront API]
 * (https://shopify.dev/custom-storefronts/products-collections/filter-products).
 *
 */
export type FilterType =
  /** A boolean value. */
  | 'BOOLEAN'
  /** A list of selectable values. */
  | 'LIST'
  /** A range of prices. */
  | 'PRICE_RANGE';

/** Language codes supported by Shopify. */
export type LanguageCode =
  /** Afrikaans. */
  | 'AF'
  /** Akan. */
  | 'AK'
  /** Amharic. */
  | 'AM'
  /** Arabic. */
  | 'AR'
  /** Assamese. */
  | 'AS'
  /** Azerbaijani. */
  | 'AZ'
  /** Belarusian. */
  | 'BE'
  /** Bulgarian. */
  | 'BG'
  /** Bambara. */
  | 'BM'
  /** Bangla. */
  | 'BN'
  /** Tibetan. */
  | 'BO'
  /** Breton. */
  | 'BR'
  /** Bosnian. */
  | 'BS'
  /** Catalan. */
  | 'CA'
  /** Chechen. */
  | 'CE'
  /** Central Kurdish. */
  | 'CKB'
  /** Czech. */
  | 'CS'
  /** Church Slavic. */
  | 'CU'
  /** Welsh. */
  | 'CY'
  /** Danish. */
  | 'DA'
  /** German. */
  | 'DE'
  /** Dzongkha. */
  | 'DZ'
  /** Ewe. */
  | 'EE'
  /** Greek. */
  | 'EL'
  /** English. */
  | 'EN'
  /** Esperanto. */
  | 'EO'
  /** Spanish. */
  | 'ES'
  /** Estonian. */
  | 'ET'
  /** Basque. */
  | 'EU'
  /** Persian. */
  | 'FA'
  /** Fulah. */
  | 'FF'
  /** Finnish. */
  | 'FI'
  /** Filipino. */
  | 'FIL'
  /** Faroese. */
  | 'FO'
  /** French. */
  | 'FR'
  /** Western Frisian. */
  | 'FY'
  /** Irish. */
  | 'GA'
  /** Scottish Gaelic. */
  | 'GD'
  /** Galician. */
  | 'GL'
  /** Gujarati. */
  | 'GU'
  /** Manx. */
  | 'GV'
  /** Hausa. */
  | 'HA'
  /** Hebrew. */
  | 'HE'
  /** Hindi. */
  | 'HI'
  /** Croatian. */
  | 'HR'
  /** Hungarian. */
  | 'HU'
  /** Armenian. */
  | 'HY'
  /** Interlingua. */
  | 'IA'
  /** Indonesian. */
  | 'ID'
  /** Igbo. */
  | 'IG'
  /** Sichuan Yi. */
  | 'II'
  /** Icelandic. */
  | 'IS'
  /** Italian. */
  | 'IT'
  /** Japanese. */
  | 'JA'
  /** Javanese. */
  | 'JV'
  /** Georgian. */
  | 'KA'
  /** Kikuyu. */
  | 'KI'
  /** Kazakh. */
  | 'KK'
  /** Kalaallisut. */
  | 'KL'
  /** Khmer. */
  | 'KM'
  /** Kannada. */
  | 'KN'
  /** Korean. */
  | 'KO'
  /** Kashmiri. */
  | 'KS'
  /** Kurdish. */
  | 'KU'
  /** Cornish. */
  | 'KW'
  /** Kyrgyz. */
  | 'KY'
  /** Latin. */
  | 'LA'
  /** Luxembourgish. */
  | 'LB'
  /** Ganda. */
  | 'LG'
  /** Lingala. */
  | 'LN'
  /** Lao. */
  | 'LO'
  /** Lithuanian. */
  | 'LT'
  /** Luba-Katanga. */
  | 'LU'
  /** Latvian. */
  | 'LV'
  /** Malagasy. */
  | 'MG'
  /** Māori. */
  | 'MI'
  /** Macedonian. */
  | 'MK'
  /** Malayalam. */
  | 'ML'
  /** Mongolian. */
  | 'MN'
  /** Moldavian. */
  | 'MO'
  /** Marathi. */
  | 'MR'
  /** Malay. */
  | 'MS'
  /** Maltese. */
  | 'MT'
  /** Burmese. */
  | 'MY'
  /** Norwegian (Bokmål). */
  | 'NB'
  /** North Ndebele. */
  | 'ND'
  /** Nepali. */
  | 'NE'
  /** Dutch. */
  | 'NL'
  /** Norwegian Nynorsk. */
  | 'NN'
  /** Norwegian. */
  | 'NO'
  /** Oromo. */
  | 'OM'
  /** Odia. */
  | 'OR'
  /** Ossetic. */
  | 'OS'
  /** Punjabi. */
  | 'PA'
  /** Polish. */
  | 'PL'
  /** Pashto. */
  | 'PS'
  /** Portuguese. */
  | 'PT'
  /** Portuguese (Brazil). */
  | 'PT_BR'
  /** Portuguese (Portugal). */
  | 'PT_PT'
  /** Quechua. */
  | 'QU'
  /** Romansh. */
  | 'RM'
  /** Rundi. */
  | 'RN'
  /** Romanian. */
  | 'RO'
  /** Russian. */
  | 'RU'
  /** Kinyarwanda. */
  | 'RW'
  /** Sanskrit. */
  | 'SA'
  /** Sardinian. */
  | 'SC'
  /** Sindhi. */
  | 'SD'
  /** Northern Sami. */
  | 'SE'
  /** Sango. */
  | 'SG'
  /** Serbo-Croatian. */
  | 'SH'
  /** Sinhala. */
  | 'SI'
  /** Slovak. */
  | 'SK'
  /** Slovenian. */
  | 'SL'
  /** Shona. */
  | 'SN'
  /** Somali. */
  | 'SO'
  /** Albanian. */
  | 'SQ'
  /** Serbian. */
  | 'SR'
  /** Sundanese. */
  | 'SU'
  /** Swedish. */
  | 'SV'
  /** Swahili. */
  | 'SW'
  /** Tamil. */
  | 'TA'
  /** Telugu. */
  | 'TE'
  /** Tajik. */
  | 'TG'
  /** Thai. */
  | 'TH'
  /** Tigrinya. */
  | 'TI'
  /** Turkmen. */
  | 'TK'
  /** Tongan. */
  | 'TO'
  /** Turkish. */
  | 'TR'
  /** Tatar. */
  | 'TT'
  /** Uyghur. */
  | 'UG'
  /** Ukrainian. */
  | 'UK'
  /** Urdu. */
  | 'UR'
  /** Uzbek. */
  | 'UZ'
  /** Vietnamese. */
  | 'VI'
  /** Volapük. */
  | 'VO'
  /** Wolof. */
  | 'WO'
  /** Xhosa. */
  | 'XH'
  /** Yiddish. */
  | 'YI'
  /** Yoruba. */
  | 'YO'
  /** Chinese. */
  | 'ZH'
  /** Chinese (Simplified). */
  | 'ZH_CN'
  /** Chinese (Traditional). */
  | 'ZH_TW'
  /** Zulu. */
  | 'ZU';

/**
 * A filter used to view a subset of products in a collection matching a specific metafield value.
 *
 * Only the following metafield types are currently supported:
 * - `number_integer`
 * - `number_decimal`
 * - `single_line_text_field`
 * - `boolean` as of 2022-04.
 *
 */
export type MetafieldFilter = {
  /** The key of the metafield to filter on. */
  key: string;
  /** The namespace of the metafield to filter on. */
  namespace: string;
  /** The value of the metafield. */
  value: string;
};

/**
 * The input fields for a filter used to view a subset of products in a collection matching a specific price range.
 *
 */
export type PriceRangeFilter = {
  /** The maximum price in the range. Empty indicates no max price. */
  max?: number | null | undefined;
  /** The minimum price in the range. Defaults to zero. */
  min?: number | null | undefined;
};

/** The set of valid sort keys for the ProductCollection query. */
export type ProductCollectionSortKeys =
  /** Sort by the `best-selling` value. */
  | 'BEST_SELLING'
  /** Sort by the `collection-default` value. */
  | 'COLLECTION_DEFAULT'
  /** Sort by the `created` value. */
  | 'CREATED'
  /** Sort by the `id` value. */
  | 'ID'
  /** Sort by the `manual` value. */
  | 'MANUAL'
  /** Sort by the `price` value. */
  | 'PRICE'
  /**
   * Sort by relevance to the search terms when the `query` parameter is specified on the connection.
   * Don't use this sort key when no search query is specified.
   *
   */
  | 'RELEVANCE'
  /** Sort by the `title` value. */
  | 'TITLE';

/**
 * The input fields for a filter used to view a subset of products in a collection.
 * By default, the `available` and `price` filters are enabled. Filters are customized with the Shopify Search & Discovery app.
 * Learn more about [customizing storefront filtering](https://help.shopify.com/manual/online-store/themes/customizing-themes/storefront-filters).
 *
 */
export type ProductFilter = {
  /** Filter on if the product is available for sale. */
  available?: boolean | null | undefined;
  /** A product category to filter on. */
  category?: CategoryFilter | null | undefined;
  /** A range of prices to filter with-in. */
  price?: PriceRangeFilter | null | undefined;
  /** A product metafield to filter on. */
  productMetafield?: MetafieldFilter | null | undefined;
  /** The product type to filter on. */
  productType?: string | null | undefined;
  /** The product vendor to filter on. */
  productVendor?: string | null | undefined;
  /** A product tag to filter on. */
  tag?: string | null | undefined;
  /** A standard product attribute metafield to filter on. */
  taxonomyMetafield?: TaxonomyMetafieldFilter | null | undefined;
  /** A variant metafield to filter on. */
  variantMetafield?: MetafieldFilter | null | undefined;
  /** A variant option to filter on. */
  variantOption?: VariantOptionFilter | null | undefined;
};

/**
 * The recommendation intent that is used to generate product recommendations.
 * You can use intent to generate product recommendations according to different strategies.
 *
 */
export type ProductRecommendationIntent =
  /** Offer customers products that are complementary to a product for which recommendations are to be fetched. An example is add-on products that display in a Pair it with section. */
  | 'COMPLEMENTARY'
  /** Offer customers a mix of products that are similar or complementary to a product for which recommendations are to be fetched. An example is substitutable products that display in a You may also like section. */
  | 'RELATED';

/** The set of valid sort keys for the search query. */
export type SearchSortKeys =
  /** Sort by the `price` value. */
  | 'PRICE'
  /** Sort by relevance to the search terms. */
  | 'RELEVANCE';

/** Specifies whether to display results for unavailable products. */
export type SearchUnavailableProductsType =
  /** Exclude unavailable products. */
  | 'HIDE'
  /** Show unavailable products after all other matching results. This is the default. */
  | 'LAST'
  /** Show unavailable products in the order that they're found. */
  | 'SHOW';

/**
 * A filter used to view a subset of products in a collection matching a specific taxonomy metafield value.
 *
 */
export type TaxonomyMetafieldFilter = {
  /** The key of the metafield to filter on. */
  key: string;
  /** The namespace of the metafield to filter on. */
  namespace: string;
  /** The value of the metafield. */
  value: string;
};

/** The valid units of measurement for a unit price measurement. */
export type UnitPriceMeasurementMeasuredUnit =
  /** 100 centiliters equals 1 liter. */
  | 'CL'
  /** 100 centimeters equals 1 meter. */
  | 'CM'
  /** Metric system unit of weight. */
  | 'G'
  /** 1 kilogram equals 1000 grams. */
  | 'KG'
  /** Metric system unit of volume. */
  | 'L'
  /** Metric system unit of length. */
  | 'M'
  /** Metric system unit of area. */
  | 'M2'
  /** 1 cubic meter equals 1000 liters. */
  | 'M3'
  /** 1000 milligrams equals 1 gram. */
  | 'MG'
  /** 1000 milliliters equals 1 liter. */
  | 'ML'
  /** 1000 millimeters equals 1 meter. */
  | 'MM';

/** The input fields for a filter used to view a subset of products in a collection matching a specific variant option. */
export type VariantOptionFilter = {
  /** The name of the variant option to filter on. */
  name: string;
  /** The value of the variant option to filter on. */
  value: string;
};

export type CartQuantityQueryVariables = Exact<{
  cartId: string | number;
  language: LanguageCode;
}>;


export type CartQuantityQuery = { cart: { id: string, totalQuantity: number } | null };

type CartLine_CartLine_Fragment = { id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
    | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } };

type CartLine_ComponentizableCartLine_Fragment = { id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
    | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } };

export type CartLineFragment =
  | CartLine_CartLine_Fragment
  | CartLine_ComponentizableCartLine_Fragment
;

export type CartFragment = { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
    | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
  >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
      | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
          | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
      | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
          | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
    > } };

export type CartUserErrorFragment = { field: Array<string> | null, message: string, code: CartErrorCode | null };

export type CartWarningFragment = { code: CartWarningCode, message: string, target: string };

export type CartQueryVariables = Exact<{
  cartId: string | number;
  language: LanguageCode;
}>;


export type CartQuery = { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
      | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
    >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
        | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
            | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
            | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
          >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
      > } } | null };

export type CartCreateMutationVariables = Exact<{
  lines?: Array<CartLineInput> | CartLineInput | null | undefined;
  language: LanguageCode;
}>;


export type CartCreateMutation = { cartCreate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartLinesAddMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineInput> | CartLineInput;
  language: LanguageCode;
}>;


export type CartLinesAddMutation = { cartLinesAdd: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartLinesUpdateMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineUpdateInput> | CartLineUpdateInput;
  language: LanguageCode;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartLinesRemoveMutationVariables = Exact<{
  cartId: string | number;
  lineIds: Array<string | number> | string | number;
  language: LanguageCode;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartDiscountCodesUpdateMutationVariables = Exact<{
  cartId: string | number;
  discountCodes?: Array<string> | string | null | undefined;
  language: LanguageCode;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartGiftCardCodesUpdateMutationVariables = Exact<{
  cartId: string | number;
  giftCardCodes: Array<string> | string;
  language: LanguageCode;
}>;


export type CartGiftCardCodesUpdateMutation = { cartGiftCardCodesUpdate: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CartGiftCardCodesRemoveMutationVariables = Exact<{
  cartId: string | number;
  appliedGiftCardIds: Array<string | number> | string | number;
  language: LanguageCode;
}>;


export type CartGiftCardCodesRemoveMutation = { cartGiftCardCodesRemove: { cart: { id: string, checkoutUrl: string, totalQuantity: number, cost: { subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountCodes: Array<{ code: string, applicable: boolean }>, discountAllocations: Array<
        | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
        | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
      >, appliedGiftCards: Array<{ id: string, lastCharacters: string, presentmentAmountUsed: { amount: string, currencyCode: CurrencyCode } }>, lines: { nodes: Array<
          | { __typename: 'CartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
          | { __typename: 'ComponentizableCartLine', id: string, quantity: number, cost: { amountPerQuantity: { amount: string, currencyCode: CurrencyCode }, compareAtAmountPerQuantity: { amount: string, currencyCode: CurrencyCode } | null, subtotalAmount: { amount: string, currencyCode: CurrencyCode }, totalAmount: { amount: string, currencyCode: CurrencyCode } }, discountAllocations: Array<
              | { __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCodeDiscountAllocation', code: string, discountedAmount: { amount: string, currencyCode: CurrencyCode } }
              | { __typename: 'CartCustomDiscountAllocation', discountedAmount: { amount: string, currencyCode: CurrencyCode } }
            >, merchandise: { __typename: 'ProductVariant', id: string, sku: string | null, title: string, price: { amount: string, currencyCode: CurrencyCode }, image: { url: string, altText: string | null } | null, selectedOptions: Array<{ name: string, value: string }>, product: { id: string, title: string, handle: string, productType: string, vendor: string, isGiftCard: boolean, tags: Array<string> } } }
        > } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: CartErrorCode | null }>, warnings: Array<{ code: CartWarningCode, message: string, target: string }> } | null };

export type CollectionQueryVariables = Exact<{
  handle: string;
  first?: number | null | undefined;
  last?: number | null | undefined;
  endCursor?: string | null | undefined;
  startCursor?: string | null | undefined;
  filters?: Array<ProductFilter> | ProductFilter | null | undefined;
  sortKey?: ProductCollectionSortKeys | null | undefined;
  reverse?: boolean | null | undefined;
  language: LanguageCode;
}>;


export type CollectionQuery = { collection: { id: string, handle: string, title: string, description: string, descriptionHtml: string, products: { filters: Array<{ id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null, startCursor: string | null }, nodes: Array<{ id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage' }
              | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                    | { __typename: 'Collection' }
                    | { __typename: 'GenericFile' }
                    | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                    | { __typename: 'Metaobject' }
                    | { __typename: 'Model3d' }
                    | { __typename: 'Page' }
                    | { __typename: 'Product' }
                    | { __typename: 'ProductVariant' }
                    | { __typename: 'Video' }
                   | null } | null }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
            > } | null } | null }> }, seo: { title: string | null, description: string | null }, image: { url: string, altText: string | null } | null, noindex: { value: string } | null, subTitle: { value: string } | null, brandCountry: { value: string } | null, introText: { value: string } | null, productTest: { value: string } | null, breadcrumb: { value: string } | null, displayVariants: { value: string } | null, variantSubset: { value: string } | null, contentGallery: { references: { nodes: Array<
          | { __typename: 'Collection' }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
          | { __typename: 'Metaobject' }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null, promotionCard: { reference:
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage' }
        | { __typename: 'Metaobject', id: string, title: { value: string | null } | null, text: { value: string | null } | null, url: { value: string | null } | null, image: { reference:
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
              | { __typename: 'Metaobject' }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
             | null } | null }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
       | null } | null, brandLogo: { reference:
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
        | { __typename: 'Metaobject' }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
       | null } | null } | null };

export type CollectionHandleByIdQueryVariables = Exact<{
  id: string | number;
  language: LanguageCode;
}>;


export type CollectionHandleByIdQuery = { collection: { id: string, handle: string } | null };

export type VariantOptionValuesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  language: LanguageCode;
}>;


export type VariantOptionValuesQuery = { nodes: Array<
    | { __typename: 'AppliedGiftCard' }
    | { __typename: 'Article' }
    | { __typename: 'Blog' }
    | { __typename: 'Cart' }
    | { __typename: 'CartLine' }
    | { __typename: 'Collection' }
    | { __typename: 'Comment' }
    | { __typename: 'Company' }
    | { __typename: 'CompanyContact' }
    | { __typename: 'CompanyLocation' }
    | { __typename: 'ComponentizableCartLine' }
    | { __typename: 'ExternalVideo' }
    | { __typename: 'GenericFile' }
    | { __typename: 'Location' }
    | { __typename: 'MailingAddress' }
    | { __typename: 'Market' }
    | { __typename: 'MediaImage' }
    | { __typename: 'MediaPresentation' }
    | { __typename: 'Menu' }
    | { __typename: 'MenuItem' }
    | { __typename: 'Metafield' }
    | { __typename: 'Metaobject' }
    | { __typename: 'Model3d' }
    | { __typename: 'Order' }
    | { __typename: 'Page' }
    | { __typename: 'Product', id: string, variants: { nodes: Array<{ id: string, selectedOptions: Array<{ value: string }> }> } }
    | { __typename: 'ProductOption' }
    | { __typename: 'ProductOptionValue' }
    | { __typename: 'ProductVariant' }
    | { __typename: 'Shop' }
    | { __typename: 'ShopPayInstallmentsFinancingPlan' }
    | { __typename: 'ShopPayInstallmentsFinancingPlanTerm' }
    | { __typename: 'ShopPayInstallmentsProductVariantPricing' }
    | { __typename: 'ShopPolicy' }
    | { __typename: 'TaxonomyCategory' }
    | { __typename: 'UrlRedirect' }
    | { __typename: 'Video' }
   | null> };

export type ContentPageFragment = { id: string, handle: string, title: string, body: string, bodySummary: string, updatedAt: string, seo: { title: string | null, description: string | null } | null };

export type ArticleTeaserFragment = { id: string, handle: string, title: string, excerpt: string | null, publishedAt: string, image: { width: number | null, height: number | null, url: string, altText: string | null } | null };

export type ArticleFragment = { contentHtml: string, id: string, handle: string, title: string, excerpt: string | null, publishedAt: string, seo: { title: string | null, description: string | null } | null, image: { width: number | null, height: number | null, url: string, altText: string | null } | null };

export type ContentPageQueryVariables = Exact<{
  handle: string;
  language: LanguageCode;
}>;


export type ContentPageQuery = { page: { id: string, handle: string, title: string, body: string, bodySummary: string, updatedAt: string, seo: { title: string | null, description: string | null } | null } | null };

export type ContentPageListQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type ContentPageListQuery = { pages: { nodes: Array<{ handle: string, updatedAt: string }> } };

export type ArticleIndexQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type ArticleIndexQuery = { blogs: { nodes: Array<{ id: string, handle: string, title: string, articles: { nodes: Array<{ id: string, handle: string, title: string, excerpt: string | null, publishedAt: string, image: { width: number | null, height: number | null, url: string, altText: string | null } | null }> } }> } };

export type ArticleByHandleQueryVariables = Exact<{
  handle: string;
  language: LanguageCode;
}>;


export type ArticleByHandleQuery = { blogs: { nodes: Array<{ handle: string, title: string, articleByHandle: { contentHtml: string, id: string, handle: string, title: string, excerpt: string | null, publishedAt: string, seo: { title: string | null, description: string | null } | null, image: { width: number | null, height: number | null, url: string, altText: string | null } | null } | null }> } };

export type ArticleHandleQueryVariables = Exact<{
  id: string | number;
  language: LanguageCode;
}>;


export type ArticleHandleQuery = { article: { handle: string } | null };

export type CollectionTitlesQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type CollectionTitlesQuery = { collections: { nodes: Array<{ handle: string, title: string }> } };

export type CollectionTopProductsQueryVariables = Exact<{
  handle: string;
  first: number;
  language: LanguageCode;
}>;


export type CollectionTopProductsQuery = { collection: { products: { nodes: Array<{ id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage' }
              | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                    | { __typename: 'Collection' }
                    | { __typename: 'GenericFile' }
                    | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                    | { __typename: 'Metaobject' }
                    | { __typename: 'Model3d' }
                    | { __typename: 'Page' }
                    | { __typename: 'Product' }
                    | { __typename: 'ProductVariant' }
                    | { __typename: 'Video' }
                   | null } | null }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
            > } | null } | null }> } } | null };

export type ImageFragment = { url: string, altText: string | null };

export type MoneyFragment = { amount: string, currencyCode: CurrencyCode };

export type ProductCardFragment = { id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage' }
        | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
              | { __typename: 'Metaobject' }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
             | null } | null }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
      > } | null } | null };

export type ProductCardVariantFragment = { id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null };

export type CertificationFragment = { id: string, handle: string, label: { value: string | null } | null, image: { reference:
      | { __typename: 'Collection' }
      | { __typename: 'GenericFile' }
      | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
      | { __typename: 'Metaobject' }
      | { __typename: 'Model3d' }
      | { __typename: 'Page' }
      | { __typename: 'Product' }
      | { __typename: 'ProductVariant' }
      | { __typename: 'Video' }
     | null } | null };

export type CollectionCardFragment = { id: string, handle: string, title: string, image: { url: string, altText: string | null } | null };

export type MenuItemFragment = { id: string, title: string, url: string | null };

export type MetaobjectFragment = { id: string, handle: string, fields: Array<{ key: string, value: string | null }> };

export type FilterFragment = { id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> };

export type CollectionPageFragment = { id: string, handle: string, title: string, description: string, descriptionHtml: string, seo: { title: string | null, description: string | null }, image: { url: string, altText: string | null } | null, noindex: { value: string } | null, subTitle: { value: string } | null, brandCountry: { value: string } | null, introText: { value: string } | null, productTest: { value: string } | null, breadcrumb: { value: string } | null, displayVariants: { value: string } | null, variantSubset: { value: string } | null, contentGallery: { references: { nodes: Array<
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
        | { __typename: 'Metaobject' }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
      > } | null } | null, promotionCard: { reference:
      | { __typename: 'Collection' }
      | { __typename: 'GenericFile' }
      | { __typename: 'MediaImage' }
      | { __typename: 'Metaobject', id: string, title: { value: string | null } | null, text: { value: string | null } | null, url: { value: string | null } | null, image: { reference:
            | { __typename: 'Collection' }
            | { __typename: 'GenericFile' }
            | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
            | { __typename: 'Metaobject' }
            | { __typename: 'Model3d' }
            | { __typename: 'Page' }
            | { __typename: 'Product' }
            | { __typename: 'ProductVariant' }
            | { __typename: 'Video' }
           | null } | null }
      | { __typename: 'Model3d' }
      | { __typename: 'Page' }
      | { __typename: 'Product' }
      | { __typename: 'ProductVariant' }
      | { __typename: 'Video' }
     | null } | null, brandLogo: { reference:
      | { __typename: 'Collection' }
      | { __typename: 'GenericFile' }
      | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
      | { __typename: 'Metaobject' }
      | { __typename: 'Model3d' }
      | { __typename: 'Page' }
      | { __typename: 'Product' }
      | { __typename: 'ProductVariant' }
      | { __typename: 'Video' }
     | null } | null };

export type PromotionCardFragment = { id: string, title: { value: string | null } | null, text: { value: string | null } | null, url: { value: string | null } | null, image: { reference:
      | { __typename: 'Collection' }
      | { __typename: 'GenericFile' }
      | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
      | { __typename: 'Metaobject' }
      | { __typename: 'Model3d' }
      | { __typename: 'Page' }
      | { __typename: 'Product' }
      | { __typename: 'ProductVariant' }
      | { __typename: 'Video' }
     | null } | null };

export type CollectionBrandLogoFragment = { brandLogo: { reference:
      | { __typename: 'Collection' }
      | { __typename: 'GenericFile' }
      | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
      | { __typename: 'Metaobject' }
      | { __typename: 'Model3d' }
      | { __typename: 'Page' }
      | { __typename: 'Product' }
      | { __typename: 'ProductVariant' }
      | { __typename: 'Video' }
     | null } | null };

export type HomeProductsQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type HomeProductsQuery = { products: { nodes: Array<{ id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
            | { __typename: 'Collection' }
            | { __typename: 'GenericFile' }
            | { __typename: 'MediaImage' }
            | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                  | { __typename: 'Collection' }
                  | { __typename: 'GenericFile' }
                  | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                  | { __typename: 'Metaobject' }
                  | { __typename: 'Model3d' }
                  | { __typename: 'Page' }
                  | { __typename: 'Product' }
                  | { __typename: 'ProductVariant' }
                  | { __typename: 'Video' }
                 | null } | null }
            | { __typename: 'Model3d' }
            | { __typename: 'Page' }
            | { __typename: 'Product' }
            | { __typename: 'ProductVariant' }
            | { __typename: 'Video' }
          > } | null } | null }> } };

export type HomeConfigurationQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type HomeConfigurationQuery = { metaobject: { popularCollections: { value: string | null } | null, topBrands: { references: { nodes: Array<
          | { __typename: 'Collection', id: string, handle: string, title: string, image: { url: string, altText: string | null } | null, brandLogo: { reference:
                | { __typename: 'Collection' }
                | { __typename: 'GenericFile' }
                | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                | { __typename: 'Metaobject' }
                | { __typename: 'Model3d' }
                | { __typename: 'Page' }
                | { __typename: 'Product' }
                | { __typename: 'ProductVariant' }
                | { __typename: 'Video' }
               | null } | null }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage' }
          | { __typename: 'Metaobject' }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null } | null };

export type HomePopularCollectionsQueryVariables = Exact<{
  language: LanguageCode;
  ids: Array<string | number> | string | number;
}>;


export type HomePopularCollectionsQuery = { nodes: Array<
    | { __typename: 'AppliedGiftCard' }
    | { __typename: 'Article' }
    | { __typename: 'Blog' }
    | { __typename: 'Cart' }
    | { __typename: 'CartLine' }
    | { __typename: 'Collection', id: string, handle: string, title: string, image: { url: string, altText: string | null } | null }
    | { __typename: 'Comment' }
    | { __typename: 'Company' }
    | { __typename: 'CompanyContact' }
    | { __typename: 'CompanyLocation' }
    | { __typename: 'ComponentizableCartLine' }
    | { __typename: 'ExternalVideo' }
    | { __typename: 'GenericFile' }
    | { __typename: 'Location' }
    | { __typename: 'MailingAddress' }
    | { __typename: 'Market' }
    | { __typename: 'MediaImage' }
    | { __typename: 'MediaPresentation' }
    | { __typename: 'Menu' }
    | { __typename: 'MenuItem' }
    | { __typename: 'Metafield' }
    | { __typename: 'Metaobject' }
    | { __typename: 'Model3d' }
    | { __typename: 'Order' }
    | { __typename: 'Page' }
    | { __typename: 'Product' }
    | { __typename: 'ProductOption' }
    | { __typename: 'ProductOptionValue' }
    | { __typename: 'ProductVariant' }
    | { __typename: 'Shop' }
    | { __typename: 'ShopPayInstallmentsFinancingPlan' }
    | { __typename: 'ShopPayInstallmentsFinancingPlanTerm' }
    | { __typename: 'ShopPayInstallmentsProductVariantPricing' }
    | { __typename: 'ShopPolicy' }
    | { __typename: 'TaxonomyCategory' }
    | { __typename: 'UrlRedirect' }
    | { __typename: 'Video' }
   | null> };

export type ProductPageVariantFragment = { id: string, sku: string | null, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null, bestBeforeDate: { value: string } | null };

export type ProductPageImageFragment = { id: string, image: { width: number | null, height: number | null, url: string, altText: string | null } | null };

export type ProductPageFragment = { id: string, handle: string, title: string, vendor: string, productType: string, descriptionHtml: string, seo: { title: string | null, description: string | null }, featuredImage: { width: number | null, height: number | null, url: string, altText: string | null } | null, options: Array<{ id: string, name: string, optionValues: Array<{ id: string, name: string }> }>, variants: { nodes: Array<{ id: string, sku: string | null, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null, bestBeforeDate: { value: string } | null }> }, collections: { nodes: Array<{ id: string, handle: string, title: string, breadcrumb: { value: string } | null, brandCountry: { value: string } | null }> }, deliveryTime: { value: string } | null, note: { value: string } | null, preparation: { value: string } | null, gallery: { references: { nodes: Array<
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage', id: string, image: { width: number | null, height: number | null, url: string, altText: string | null } | null }
        | { __typename: 'Metaobject' }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
      > } | null } | null, certifications: { references: { nodes: Array<
        | { __typename: 'Collection' }
        | { __typename: 'GenericFile' }
        | { __typename: 'MediaImage' }
        | { __typename: 'Metaobject', id: string, handle: string, description: { value: string | null } | null, label: { value: string | null } | null, image: { reference:
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
              | { __typename: 'Metaobject' }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
             | null } | null }
        | { __typename: 'Model3d' }
        | { __typename: 'Page' }
        | { __typename: 'Product' }
        | { __typename: 'ProductVariant' }
        | { __typename: 'Video' }
      > } | null } | null, taste: Array<{ key: string, value: string } | null> };

export type ProductQueryVariables = Exact<{
  handle: string;
  language: LanguageCode;
}>;


export type ProductQuery = { product: { id: string, handle: string, title: string, vendor: string, productType: string, descriptionHtml: string, seo: { title: string | null, description: string | null }, featuredImage: { width: number | null, height: number | null, url: string, altText: string | null } | null, options: Array<{ id: string, name: string, optionValues: Array<{ id: string, name: string }> }>, variants: { nodes: Array<{ id: string, sku: string | null, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null, bestBeforeDate: { value: string } | null }> }, collections: { nodes: Array<{ id: string, handle: string, title: string, breadcrumb: { value: string } | null, brandCountry: { value: string } | null }> }, deliveryTime: { value: string } | null, note: { value: string } | null, preparation: { value: string } | null, gallery: { references: { nodes: Array<
          | { __typename: 'Collection' }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage', id: string, image: { width: number | null, height: number | null, url: string, altText: string | null } | null }
          | { __typename: 'Metaobject' }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null, certifications: { references: { nodes: Array<
          | { __typename: 'Collection' }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage' }
          | { __typename: 'Metaobject', id: string, handle: string, description: { value: string | null } | null, label: { value: string | null } | null, image: { reference:
                | { __typename: 'Collection' }
                | { __typename: 'GenericFile' }
                | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                | { __typename: 'Metaobject' }
                | { __typename: 'Model3d' }
                | { __typename: 'Page' }
                | { __typename: 'Product' }
                | { __typename: 'ProductVariant' }
                | { __typename: 'Video' }
               | null } | null }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null, taste: Array<{ key: string, value: string } | null> } | null };

export type ProductHandleQueryVariables = Exact<{
  id?: string | number | null | undefined;
  handle?: string | null | undefined;
  language: LanguageCode;
}>;


export type ProductHandleQuery = { product: { id: string, handle: string } | null };

export type ProductRecommendationsQueryVariables = Exact<{
  handle: string;
  intent: ProductRecommendationIntent;
  language: LanguageCode;
}>;


export type ProductRecommendationsQuery = { productRecommendations: Array<{ id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
          | { __typename: 'Collection' }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage' }
          | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                | { __typename: 'Collection' }
                | { __typename: 'GenericFile' }
                | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                | { __typename: 'Metaobject' }
                | { __typename: 'Model3d' }
                | { __typename: 'Page' }
                | { __typename: 'Product' }
                | { __typename: 'ProductVariant' }
                | { __typename: 'Video' }
               | null } | null }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null }> | null };

export type ProductStockQueryVariables = Exact<{
  id: string | number;
  language: LanguageCode;
}>;


export type ProductStockQuery = { product: { id: string, variants: { nodes: Array<{ id: string, sku: string | null, availableForSale: boolean, currentlyNotInStock: boolean }> } } | null };

export type PredictiveSuggestionsQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
  language: LanguageCode;
}>;


export type PredictiveSuggestionsQuery = { predictiveSearch: { queries: Array<{ text: string }>, collections: Array<{ id: string, handle: string, title: string, image: { url: string, altText: string | null } | null }>, products: Array<{ id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
            | { __typename: 'Collection' }
            | { __typename: 'GenericFile' }
            | { __typename: 'MediaImage' }
            | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                  | { __typename: 'Collection' }
                  | { __typename: 'GenericFile' }
                  | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                  | { __typename: 'Metaobject' }
                  | { __typename: 'Model3d' }
                  | { __typename: 'Page' }
                  | { __typename: 'Product' }
                  | { __typename: 'ProductVariant' }
                  | { __typename: 'Video' }
                 | null } | null }
            | { __typename: 'Model3d' }
            | { __typename: 'Page' }
            | { __typename: 'Product' }
            | { __typename: 'ProductVariant' }
            | { __typename: 'Video' }
          > } | null } | null }> } | null };

export type SearchFeaturedQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type SearchFeaturedQuery = { metaobject: { suggestions: { value: string | null } | null, products: { references: { nodes: Array<
          | { __typename: 'Collection' }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage' }
          | { __typename: 'Metaobject' }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product', id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
                  | { __typename: 'Collection' }
                  | { __typename: 'GenericFile' }
                  | { __typename: 'MediaImage' }
                  | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                        | { __typename: 'Collection' }
                        | { __typename: 'GenericFile' }
                        | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                        | { __typename: 'Metaobject' }
                        | { __typename: 'Model3d' }
                        | { __typename: 'Page' }
                        | { __typename: 'Product' }
                        | { __typename: 'ProductVariant' }
                        | { __typename: 'Video' }
                       | null } | null }
                  | { __typename: 'Model3d' }
                  | { __typename: 'Page' }
                  | { __typename: 'Product' }
                  | { __typename: 'ProductVariant' }
                  | { __typename: 'Video' }
                > } | null } | null }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null, collections: { references: { nodes: Array<
          | { __typename: 'Collection', id: string, handle: string, title: string, image: { url: string, altText: string | null } | null }
          | { __typename: 'GenericFile' }
          | { __typename: 'MediaImage' }
          | { __typename: 'Metaobject' }
          | { __typename: 'Model3d' }
          | { __typename: 'Page' }
          | { __typename: 'Product' }
          | { __typename: 'ProductVariant' }
          | { __typename: 'Video' }
        > } | null } | null } | null };

export type SearchProductsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  last?: number | null | undefined;
  endCursor?: string | null | undefined;
  startCursor?: string | null | undefined;
  filters?: Array<ProductFilter> | ProductFilter | null | undefined;
  sortKey?: SearchSortKeys | null | undefined;
  reverse?: boolean | null | undefined;
  unavailableProducts?: SearchUnavailableProductsType | null | undefined;
  language: LanguageCode;
}>;


export type SearchProductsQuery = { search: { totalCount: number, productFilters: Array<{ id: string, label: string, type: FilterType, values: Array<{ id: string, label: string, count: number, input: unknown }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null, startCursor: string | null }, nodes: Array<
      | { __typename: 'Article' }
      | { __typename: 'Page' }
      | { __typename: 'Product', id: string, handle: string, title: string, vendor: string, productType: string, availableForSale: boolean, featuredImage: { url: string, altText: string | null } | null, priceRange: { minVariantPrice: { amount: string, currencyCode: CurrencyCode }, maxVariantPrice: { amount: string, currencyCode: CurrencyCode } }, variants: { nodes: Array<{ id: string, title: string, availableForSale: boolean, currentlyNotInStock: boolean, price: { amount: string, currencyCode: CurrencyCode }, compareAtPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPrice: { amount: string, currencyCode: CurrencyCode } | null, unitPriceMeasurement: { referenceUnit: UnitPriceMeasurementMeasuredUnit | null, referenceValue: number } | null, selectedOptions: Array<{ name: string, value: string }>, image: { url: string, altText: string | null } | null }> }, certifications: { references: { nodes: Array<
              | { __typename: 'Collection' }
              | { __typename: 'GenericFile' }
              | { __typename: 'MediaImage' }
              | { __typename: 'Metaobject', id: string, handle: string, label: { value: string | null } | null, image: { reference:
                    | { __typename: 'Collection' }
                    | { __typename: 'GenericFile' }
                    | { __typename: 'MediaImage', image: { url: string, altText: string | null } | null }
                    | { __typename: 'Metaobject' }
                    | { __typename: 'Model3d' }
                    | { __typename: 'Page' }
                    | { __typename: 'Product' }
                    | { __typename: 'ProductVariant' }
                    | { __typename: 'Video' }
                   | null } | null }
              | { __typename: 'Model3d' }
              | { __typename: 'Page' }
              | { __typename: 'Product' }
              | { __typename: 'ProductVariant' }
              | { __typename: 'Video' }
            > } | null } | null }
    > } };

export type SearchCollectionsQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
  language: LanguageCode;
}>;


export type SearchCollectionsQuery = { predictiveSearch: { collections: Array<{ id: string, handle: string, title: string, image: { url: string, altText: string | null } | null }> } | null };

export type ShopQueryVariables = Exact<{
  language: LanguageCode;
}>;


export type ShopQuery = { shop: { name: string, description: string | null } };

export type MenuQueryVariables = Exact<{
  handle: string;
  language: LanguageCode;
}>;


export type MenuQuery = { menu: { items: Array<{ id: string, title: string, url: string | null, items: Array<{ id: string, title: string, url: string | null, items: Array<{ id: string, title: string, url: string | null, items: Array<{ id: string, title: string, url: string | null }> }> }> }> } | null };

export type MetaobjectsQueryVariables = Exact<{
  type: string;
  first: number;
  language: LanguageCode;
}>;


export type MetaobjectsQuery = { metaobjects: { nodes: Array<{ id: string, handle: string, fields: Array<{ key: string, value: string | null }> }> } };

export type MetaobjectQueryVariables = Exact<{
  type: string;
  handle: string;
  language: LanguageCode;
}>;


export type MetaobjectQuery = { metaobject: { id: string, handle: string, fields: Array<{ key: string, value: string | null }> } | null };

export type SitemapProductsQueryVariables = Exact<{
  language: LanguageCode;
  after?: string | null | undefined;
}>;


export type SitemapProductsQuery = { products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, handle: string, updatedAt: string }> } };

export type SitemapCollectionsQueryVariables = Exact<{
  language: LanguageCode;
  after?: string | null | undefined;
}>;


export type SitemapCollectionsQuery = { collections: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, handle: string, updatedAt: string, noindex: { value: string } | null }> } };

export type SitemapArticlesQueryVariables = Exact<{
  language: LanguageCode;
  after?: string | null | undefined;
}>;


export type SitemapArticlesQuery = { articles: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, handle: string, publishedAt: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MoneyFragmentDoc = new TypedDocumentString(`
    fragment Money on MoneyV2 {
  amount
  currencyCode
}
    `, {"fragmentName":"Money"}) as unknown as TypedDocumentString<MoneyFragment, unknown>;
export const ImageFragmentDoc = new TypedDocumentString(`
    fragment Image on Image {
  url
  altText
}
    `, {"fragmentName":"Image"}) as unknown as TypedDocumentString<ImageFragment, unknown>;
export const CartLineFragmentDoc = new TypedDocumentString(`
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`, {"fragmentName":"CartLine"}) as unknown as TypedDocumentString<CartLineFragment, unknown>;
export const CartFragmentDoc = new TypedDocumentString(`
    fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`, {"fragmentName":"Cart"}) as unknown as TypedDocumentString<CartFragment, unknown>;
export const CartUserErrorFragmentDoc = new TypedDocumentString(`
    fragment CartUserError on CartUserError {
  field
  message
  code
}
    `, {"fragmentName":"CartUserError"}) as unknown as TypedDocumentString<CartUserErrorFragment, unknown>;
export const CartWarningFragmentDoc = new TypedDocumentString(`
    fragment CartWarning on CartWarning {
  code
  message
  target
}
    `, {"fragmentName":"CartWarning"}) as unknown as TypedDocumentString<CartWarningFragment, unknown>;
export const ContentPageFragmentDoc = new TypedDocumentString(`
    fragment ContentPage on Page {
  id
  handle
  title
  body
  bodySummary
  updatedAt
  seo {
    title
    description
  }
}
    `, {"fragmentName":"ContentPage"}) as unknown as TypedDocumentString<ContentPageFragment, unknown>;
export const ArticleTeaserFragmentDoc = new TypedDocumentString(`
    fragment ArticleTeaser on Article {
  id
  handle
  title
  excerpt
  publishedAt
  image {
    ...Image
    width
    height
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"ArticleTeaser"}) as unknown as TypedDocumentString<ArticleTeaserFragment, unknown>;
export const ArticleFragmentDoc = new TypedDocumentString(`
    fragment Article on Article {
  ...ArticleTeaser
  contentHtml
  seo {
    title
    description
  }
}
    fragment ArticleTeaser on Article {
  id
  handle
  title
  excerpt
  publishedAt
  image {
    ...Image
    width
    height
  }
}
fragment Image on Image {
  url
  altText
}`, {"fragmentName":"Article"}) as unknown as TypedDocumentString<ArticleFragment, unknown>;
export const ProductCardVariantFragmentDoc = new TypedDocumentString(`
    fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`, {"fragmentName":"ProductCardVariant"}) as unknown as TypedDocumentString<ProductCardVariantFragment, unknown>;
export const CertificationFragmentDoc = new TypedDocumentString(`
    fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"Certification"}) as unknown as TypedDocumentString<CertificationFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const CollectionCardFragmentDoc = new TypedDocumentString(`
    fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"CollectionCard"}) as unknown as TypedDocumentString<CollectionCardFragment, unknown>;
export const MenuItemFragmentDoc = new TypedDocumentString(`
    fragment MenuItem on MenuItem {
  id
  title
  url
}
    `, {"fragmentName":"MenuItem"}) as unknown as TypedDocumentString<MenuItemFragment, unknown>;
export const MetaobjectFragmentDoc = new TypedDocumentString(`
    fragment Metaobject on Metaobject {
  id
  handle
  fields {
    key
    value
  }
}
    `, {"fragmentName":"Metaobject"}) as unknown as TypedDocumentString<MetaobjectFragment, unknown>;
export const FilterFragmentDoc = new TypedDocumentString(`
    fragment Filter on Filter {
  id
  label
  type
  values {
    id
    label
    count
    input
  }
}
    `, {"fragmentName":"Filter"}) as unknown as TypedDocumentString<FilterFragment, unknown>;
export const CollectionBrandLogoFragmentDoc = new TypedDocumentString(`
    fragment CollectionBrandLogo on Collection {
  brandLogo: metafield(namespace: "collection", key: "brandlogo") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"CollectionBrandLogo"}) as unknown as TypedDocumentString<CollectionBrandLogoFragment, unknown>;
export const PromotionCardFragmentDoc = new TypedDocumentString(`
    fragment PromotionCard on Metaobject {
  id
  title: field(key: "title") {
    value
  }
  text: field(key: "text") {
    value
  }
  url: field(key: "url") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"PromotionCard"}) as unknown as TypedDocumentString<PromotionCardFragment, unknown>;
export const CollectionPageFragmentDoc = new TypedDocumentString(`
    fragment CollectionPage on Collection {
  id
  handle
  title
  description
  descriptionHtml
  seo {
    title
    description
  }
  image {
    ...Image
  }
  noindex: metafield(namespace: "seo", key: "noindex") {
    value
  }
  subTitle: metafield(namespace: "collection", key: "sub_title") {
    value
  }
  brandCountry: metafield(namespace: "collection", key: "brand_country") {
    value
  }
  introText: metafield(namespace: "collection", key: "introtext") {
    value
  }
  productTest: metafield(namespace: "collection", key: "product_test") {
    value
  }
  breadcrumb: metafield(namespace: "collection", key: "breadcrumb") {
    value
  }
  displayVariants: metafield(namespace: "collection", key: "display_variants") {
    value
  }
  variantSubset: metafield(namespace: "collection", key: "variant_subset") {
    value
  }
  ...CollectionBrandLogo
  contentGallery: metafield(namespace: "collection", key: "contentgallery") {
    references(first: 10) {
      nodes {
        __typename
        ... on MediaImage {
          image {
            ...Image
          }
        }
      }
    }
  }
  promotionCard: metafield(namespace: "collection", key: "promotioncard") {
    reference {
      __typename
      ... on Metaobject {
        ...PromotionCard
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment PromotionCard on Metaobject {
  id
  title: field(key: "title") {
    value
  }
  text: field(key: "text") {
    value
  }
  url: field(key: "url") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment CollectionBrandLogo on Collection {
  brandLogo: metafield(namespace: "collection", key: "brandlogo") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`, {"fragmentName":"CollectionPage"}) as unknown as TypedDocumentString<CollectionPageFragment, unknown>;
export const ProductPageVariantFragmentDoc = new TypedDocumentString(`
    fragment ProductPageVariant on ProductVariant {
  id
  sku
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
  bestBeforeDate: metafield(namespace: "fulfillment", key: "best_before_date") {
    value
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`, {"fragmentName":"ProductPageVariant"}) as unknown as TypedDocumentString<ProductPageVariantFragment, unknown>;
export const ProductPageImageFragmentDoc = new TypedDocumentString(`
    fragment ProductPageImage on MediaImage {
  id
  image {
    ...Image
    width
    height
  }
}
    fragment Image on Image {
  url
  altText
}`, {"fragmentName":"ProductPageImage"}) as unknown as TypedDocumentString<ProductPageImageFragment, unknown>;
export const ProductPageFragmentDoc = new TypedDocumentString(`
    fragment ProductPage on Product {
  id
  handle
  title
  vendor
  productType
  descriptionHtml
  seo {
    title
    description
  }
  featuredImage {
    ...Image
    width
    height
  }
  options {
    id
    name
    optionValues {
      id
      name
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductPageVariant
    }
  }
  collections(first: 25) {
    nodes {
      id
      handle
      title
      breadcrumb: metafield(namespace: "collection", key: "breadcrumb") {
        value
      }
      brandCountry: metafield(namespace: "collection", key: "brand_country") {
        value
      }
    }
  }
  deliveryTime: metafield(namespace: "product", key: "delivery_time") {
    value
  }
  note: metafield(namespace: "product", key: "note") {
    value
  }
  preparation: metafield(namespace: "product", key: "preparation") {
    value
  }
  gallery: metafield(namespace: "product", key: "gallery") {
    references(first: 10) {
      nodes {
        __typename
        ... on MediaImage {
          ...ProductPageImage
        }
      }
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
          description: field(key: "description") {
            value
          }
        }
      }
    }
  }
  taste: metafields(
    identifiers: [{namespace: "taste", key: "roast"}, {namespace: "taste", key: "body"}, {namespace: "taste", key: "caffeine"}, {namespace: "taste", key: "strength"}, {namespace: "taste", key: "balance"}, {namespace: "taste", key: "fruit"}, {namespace: "taste", key: "crema"}]
  ) {
    key
    value
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment ProductPageVariant on ProductVariant {
  id
  sku
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
  bestBeforeDate: metafield(namespace: "fulfillment", key: "best_before_date") {
    value
  }
}
fragment ProductPageImage on MediaImage {
  id
  image {
    ...Image
    width
    height
  }
}`, {"fragmentName":"ProductPage"}) as unknown as TypedDocumentString<ProductPageFragment, unknown>;
export const CartQuantityDocument = new TypedDocumentString(`
    query CartQuantity($cartId: ID!, $language: LanguageCode!) @inContext(language: $language) {
  cart(id: $cartId) {
    id
    totalQuantity
  }
}
    `) as unknown as TypedDocumentString<CartQuantityQuery, CartQuantityQueryVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: ID!, $language: LanguageCode!) @inContext(language: $language) {
  cart(id: $cartId) {
    ...Cart
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartCreateDocument = new TypedDocumentString(`
    mutation CartCreate($lines: [CartLineInput!], $language: LanguageCode!) @inContext(language: $language) {
  cartCreate(input: {lines: $lines}) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartLinesAddDocument = new TypedDocumentString(`
    mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode!) @inContext(language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartLinesAddMutation, CartLinesAddMutationVariables>;
export const CartLinesUpdateDocument = new TypedDocumentString(`
    mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $language: LanguageCode!) @inContext(language: $language) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>;
export const CartLinesRemoveDocument = new TypedDocumentString(`
    mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $language: LanguageCode!) @inContext(language: $language) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartLinesRemoveMutation, CartLinesRemoveMutationVariables>;
export const CartDiscountCodesUpdateDocument = new TypedDocumentString(`
    mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!], $language: LanguageCode!) @inContext(language: $language) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartDiscountCodesUpdateMutation, CartDiscountCodesUpdateMutationVariables>;
export const CartGiftCardCodesUpdateDocument = new TypedDocumentString(`
    mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $language: LanguageCode!) @inContext(language: $language) {
  cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartGiftCardCodesUpdateMutation, CartGiftCardCodesUpdateMutationVariables>;
export const CartGiftCardCodesRemoveDocument = new TypedDocumentString(`
    mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $language: LanguageCode!) @inContext(language: $language) {
  cartGiftCardCodesRemove(
    cartId: $cartId
    appliedGiftCardIds: $appliedGiftCardIds
  ) {
    cart {
      ...Cart
    }
    userErrors {
      ...CartUserError
    }
    warnings {
      ...CartWarning
    }
  }
}
    fragment CartLine on BaseCartLine {
  id
  quantity
  cost {
    amountPerQuantity {
      ...Money
    }
    compareAtAmountPerQuantity {
      ...Money
    }
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  merchandise {
    __typename
    ... on ProductVariant {
      id
      sku
      title
      price {
        ...Money
      }
      image {
        ...Image
      }
      selectedOptions {
        name
        value
      }
      product {
        id
        title
        handle
        productType
        vendor
        isGiftCard
        tags
      }
    }
  }
}
fragment Cart on Cart {
  id
  checkoutUrl
  totalQuantity
  cost {
    subtotalAmount {
      ...Money
    }
    totalAmount {
      ...Money
    }
  }
  discountCodes {
    code
    applicable
  }
  discountAllocations {
    __typename
    discountedAmount {
      ...Money
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  appliedGiftCards {
    id
    lastCharacters
    presentmentAmountUsed {
      ...Money
    }
  }
  lines(first: 50) {
    nodes {
      __typename
      ...CartLine
    }
  }
}
fragment CartUserError on CartUserError {
  field
  message
  code
}
fragment CartWarning on CartWarning {
  code
  message
  target
}
fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}`) as unknown as TypedDocumentString<CartGiftCardCodesRemoveMutation, CartGiftCardCodesRemoveMutationVariables>;
export const CollectionDocument = new TypedDocumentString(`
    query Collection($handle: String!, $first: Int, $last: Int, $endCursor: String, $startCursor: String, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $language: LanguageCode!) @inContext(language: $language) {
  collection(handle: $handle) {
    ...CollectionPage
    products(
      first: $first
      last: $last
      after: $endCursor
      before: $startCursor
      filters: $filters
      sortKey: $sortKey
      reverse: $reverse
    ) {
      filters {
        ...Filter
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
      nodes {
        ...ProductCard
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment Filter on Filter {
  id
  label
  type
  values {
    id
    label
    count
    input
  }
}
fragment CollectionPage on Collection {
  id
  handle
  title
  description
  descriptionHtml
  seo {
    title
    description
  }
  image {
    ...Image
  }
  noindex: metafield(namespace: "seo", key: "noindex") {
    value
  }
  subTitle: metafield(namespace: "collection", key: "sub_title") {
    value
  }
  brandCountry: metafield(namespace: "collection", key: "brand_country") {
    value
  }
  introText: metafield(namespace: "collection", key: "introtext") {
    value
  }
  productTest: metafield(namespace: "collection", key: "product_test") {
    value
  }
  breadcrumb: metafield(namespace: "collection", key: "breadcrumb") {
    value
  }
  displayVariants: metafield(namespace: "collection", key: "display_variants") {
    value
  }
  variantSubset: metafield(namespace: "collection", key: "variant_subset") {
    value
  }
  ...CollectionBrandLogo
  contentGallery: metafield(namespace: "collection", key: "contentgallery") {
    references(first: 10) {
      nodes {
        __typename
        ... on MediaImage {
          image {
            ...Image
          }
        }
      }
    }
  }
  promotionCard: metafield(namespace: "collection", key: "promotioncard") {
    reference {
      __typename
      ... on Metaobject {
        ...PromotionCard
      }
    }
  }
}
fragment PromotionCard on Metaobject {
  id
  title: field(key: "title") {
    value
  }
  text: field(key: "text") {
    value
  }
  url: field(key: "url") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment CollectionBrandLogo on Collection {
  brandLogo: metafield(namespace: "collection", key: "brandlogo") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CollectionQuery, CollectionQueryVariables>;
export const CollectionHandleByIdDocument = new TypedDocumentString(`
    query CollectionHandleById($id: ID!, $language: LanguageCode!) @inContext(language: $language) {
  collection(id: $id) {
    id
    handle
  }
}
    `) as unknown as TypedDocumentString<CollectionHandleByIdQuery, CollectionHandleByIdQueryVariables>;
export const VariantOptionValuesDocument = new TypedDocumentString(`
    query VariantOptionValues($ids: [ID!]!, $language: LanguageCode!) @inContext(language: $language) {
  nodes(ids: $ids) {
    __typename
    ... on Product {
      id
      variants(first: 50) {
        nodes {
          id
          selectedOptions {
            value
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VariantOptionValuesQuery, VariantOptionValuesQueryVariables>;
export const ContentPageDocument = new TypedDocumentString(`
    query ContentPage($handle: String!, $language: LanguageCode!) @inContext(language: $language) {
  page(handle: $handle) {
    ...ContentPage
  }
}
    fragment ContentPage on Page {
  id
  handle
  title
  body
  bodySummary
  updatedAt
  seo {
    title
    description
  }
}`) as unknown as TypedDocumentString<ContentPageQuery, ContentPageQueryVariables>;
export const ContentPageListDocument = new TypedDocumentString(`
    query ContentPageList($language: LanguageCode!) @inContext(language: $language) {
  pages(first: 250) {
    nodes {
      handle
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ContentPageListQuery, ContentPageListQueryVariables>;
export const ArticleIndexDocument = new TypedDocumentString(`
    query ArticleIndex($language: LanguageCode!) @inContext(language: $language) {
  blogs(first: 10) {
    nodes {
      id
      handle
      title
      articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          ...ArticleTeaser
        }
      }
    }
  }
}
    fragment ArticleTeaser on Article {
  id
  handle
  title
  excerpt
  publishedAt
  image {
    ...Image
    width
    height
  }
}
fragment Image on Image {
  url
  altText
}`) as unknown as TypedDocumentString<ArticleIndexQuery, ArticleIndexQueryVariables>;
export const ArticleByHandleDocument = new TypedDocumentString(`
    query ArticleByHandle($handle: String!, $language: LanguageCode!) @inContext(language: $language) {
  blogs(first: 10) {
    nodes {
      handle
      title
      articleByHandle(handle: $handle) {
        ...Article
      }
    }
  }
}
    fragment ArticleTeaser on Article {
  id
  handle
  title
  excerpt
  publishedAt
  image {
    ...Image
    width
    height
  }
}
fragment Article on Article {
  ...ArticleTeaser
  contentHtml
  seo {
    title
    description
  }
}
fragment Image on Image {
  url
  altText
}`) as unknown as TypedDocumentString<ArticleByHandleQuery, ArticleByHandleQueryVariables>;
export const ArticleHandleDocument = new TypedDocumentString(`
    query ArticleHandle($id: ID!, $language: LanguageCode!) @inContext(language: $language) {
  article(id: $id) {
    handle
  }
}
    `) as unknown as TypedDocumentString<ArticleHandleQuery, ArticleHandleQueryVariables>;
export const CollectionTitlesDocument = new TypedDocumentString(`
    query CollectionTitles($language: LanguageCode!) @inContext(language: $language) {
  collections(first: 250) {
    nodes {
      handle
      title
    }
  }
}
    `) as unknown as TypedDocumentString<CollectionTitlesQuery, CollectionTitlesQueryVariables>;
export const CollectionTopProductsDocument = new TypedDocumentString(`
    query CollectionTopProducts($handle: String!, $first: Int!, $language: LanguageCode!) @inContext(language: $language) {
  collection(handle: $handle) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CollectionTopProductsQuery, CollectionTopProductsQueryVariables>;
export const HomeProductsDocument = new TypedDocumentString(`
    query HomeProducts($language: LanguageCode!) @inContext(language: $language) {
  products(first: 8, sortKey: BEST_SELLING) {
    nodes {
      ...ProductCard
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<HomeProductsQuery, HomeProductsQueryVariables>;
export const HomeConfigurationDocument = new TypedDocumentString(`
    query HomeConfiguration($language: LanguageCode!) @inContext(language: $language) {
  metaobject(handle: {type: "site_configuration", handle: "site-configuration"}) {
    popularCollections: field(key: "popular_collections") {
      value
    }
    topBrands: field(key: "top_brands") {
      references(first: 12) {
        nodes {
          __typename
          ... on Collection {
            ...CollectionCard
            ...CollectionBrandLogo
          }
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}
fragment CollectionBrandLogo on Collection {
  brandLogo: metafield(namespace: "collection", key: "brandlogo") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<HomeConfigurationQuery, HomeConfigurationQueryVariables>;
export const HomePopularCollectionsDocument = new TypedDocumentString(`
    query HomePopularCollections($language: LanguageCode!, $ids: [ID!]!) @inContext(language: $language) {
  nodes(ids: $ids) {
    __typename
    ... on Collection {
      ...CollectionCard
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}`) as unknown as TypedDocumentString<HomePopularCollectionsQuery, HomePopularCollectionsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($handle: String!, $language: LanguageCode!) @inContext(language: $language) {
  product(handle: $handle) {
    ...ProductPage
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment ProductPageVariant on ProductVariant {
  id
  sku
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
  bestBeforeDate: metafield(namespace: "fulfillment", key: "best_before_date") {
    value
  }
}
fragment ProductPageImage on MediaImage {
  id
  image {
    ...Image
    width
    height
  }
}
fragment ProductPage on Product {
  id
  handle
  title
  vendor
  productType
  descriptionHtml
  seo {
    title
    description
  }
  featuredImage {
    ...Image
    width
    height
  }
  options {
    id
    name
    optionValues {
      id
      name
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductPageVariant
    }
  }
  collections(first: 25) {
    nodes {
      id
      handle
      title
      breadcrumb: metafield(namespace: "collection", key: "breadcrumb") {
        value
      }
      brandCountry: metafield(namespace: "collection", key: "brand_country") {
        value
      }
    }
  }
  deliveryTime: metafield(namespace: "product", key: "delivery_time") {
    value
  }
  note: metafield(namespace: "product", key: "note") {
    value
  }
  preparation: metafield(namespace: "product", key: "preparation") {
    value
  }
  gallery: metafield(namespace: "product", key: "gallery") {
    references(first: 10) {
      nodes {
        __typename
        ... on MediaImage {
          ...ProductPageImage
        }
      }
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
          description: field(key: "description") {
            value
          }
        }
      }
    }
  }
  taste: metafields(
    identifiers: [{namespace: "taste", key: "roast"}, {namespace: "taste", key: "body"}, {namespace: "taste", key: "caffeine"}, {namespace: "taste", key: "strength"}, {namespace: "taste", key: "balance"}, {namespace: "taste", key: "fruit"}, {namespace: "taste", key: "crema"}]
  ) {
    key
    value
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const ProductHandleDocument = new TypedDocumentString(`
    query ProductHandle($id: ID, $handle: String, $language: LanguageCode!) @inContext(language: $language) {
  product(id: $id, handle: $handle) {
    id
    handle
  }
}
    `) as unknown as TypedDocumentString<ProductHandleQuery, ProductHandleQueryVariables>;
export const ProductRecommendationsDocument = new TypedDocumentString(`
    query ProductRecommendations($handle: String!, $intent: ProductRecommendationIntent!, $language: LanguageCode!) @inContext(language: $language) {
  productRecommendations(productHandle: $handle, intent: $intent) {
    ...ProductCard
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductRecommendationsQuery, ProductRecommendationsQueryVariables>;
export const ProductStockDocument = new TypedDocumentString(`
    query ProductStock($id: ID!, $language: LanguageCode!) @inContext(language: $language) {
  product(id: $id) {
    id
    variants(first: 50) {
      nodes {
        id
        sku
        availableForSale
        currentlyNotInStock
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductStockQuery, ProductStockQueryVariables>;
export const PredictiveSuggestionsDocument = new TypedDocumentString(`
    query PredictiveSuggestions($query: String!, $limit: Int, $language: LanguageCode!) @inContext(language: $language) {
  predictiveSearch(query: $query, limit: $limit, limitScope: EACH) {
    queries {
      text
    }
    collections {
      ...CollectionCard
    }
    products {
      ...ProductCard
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}`) as unknown as TypedDocumentString<PredictiveSuggestionsQuery, PredictiveSuggestionsQueryVariables>;
export const SearchFeaturedDocument = new TypedDocumentString(`
    query SearchFeatured($language: LanguageCode!) @inContext(language: $language) {
  metaobject(handle: {type: "site_content", handle: "site-content"}) {
    suggestions: field(key: "search_query_suggestions") {
      value
    }
    products: field(key: "products") {
      references(first: 10) {
        nodes {
          __typename
          ... on Product {
            ...ProductCard
          }
        }
      }
    }
    collections: field(key: "collections") {
      references(first: 10) {
        nodes {
          __typename
          ... on Collection {
            ...CollectionCard
          }
        }
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}`) as unknown as TypedDocumentString<SearchFeaturedQuery, SearchFeaturedQueryVariables>;
export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($query: String!, $first: Int, $last: Int, $endCursor: String, $startCursor: String, $filters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean, $unavailableProducts: SearchUnavailableProductsType, $language: LanguageCode!) @inContext(language: $language) {
  search(
    query: $query
    types: [PRODUCT]
    first: $first
    last: $last
    after: $endCursor
    before: $startCursor
    productFilters: $filters
    sortKey: $sortKey
    reverse: $reverse
    unavailableProducts: $unavailableProducts
  ) {
    totalCount
    productFilters {
      ...Filter
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      endCursor
      startCursor
    }
    nodes {
      __typename
      ... on Product {
        ...ProductCard
      }
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment Money on MoneyV2 {
  amount
  currencyCode
}
fragment ProductCard on Product {
  id
  handle
  title
  vendor
  productType
  availableForSale
  featuredImage {
    ...Image
  }
  priceRange {
    minVariantPrice {
      ...Money
    }
    maxVariantPrice {
      ...Money
    }
  }
  variants(first: 50) {
    nodes {
      ...ProductCardVariant
    }
  }
  certifications: metafield(namespace: "product", key: "certifications") {
    references(first: 10) {
      nodes {
        __typename
        ... on Metaobject {
          ...Certification
        }
      }
    }
  }
}
fragment ProductCardVariant on ProductVariant {
  id
  title
  availableForSale
  currentlyNotInStock
  price {
    ...Money
  }
  compareAtPrice {
    ...Money
  }
  unitPrice {
    ...Money
  }
  unitPriceMeasurement {
    referenceUnit
    referenceValue
  }
  selectedOptions {
    name
    value
  }
  image {
    ...Image
  }
}
fragment Certification on Metaobject {
  id
  handle
  label: field(key: "label") {
    value
  }
  image: field(key: "image") {
    reference {
      __typename
      ... on MediaImage {
        image {
          ...Image
        }
      }
    }
  }
}
fragment Filter on Filter {
  id
  label
  type
  values {
    id
    label
    count
    input
  }
}`) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
export const SearchCollectionsDocument = new TypedDocumentString(`
    query SearchCollections($query: String!, $limit: Int, $language: LanguageCode!) @inContext(language: $language) {
  predictiveSearch(query: $query, limit: $limit, types: [COLLECTION]) {
    collections {
      ...CollectionCard
    }
  }
}
    fragment Image on Image {
  url
  altText
}
fragment CollectionCard on Collection {
  id
  handle
  title
  image {
    ...Image
  }
}`) as unknown as TypedDocumentString<SearchCollectionsQuery, SearchCollectionsQueryVariables>;
export const ShopDocument = new TypedDocumentString(`
    query Shop($language: LanguageCode!) @inContext(language: $language) {
  shop {
    name
    description
  }
}
    `) as unknown as TypedDocumentString<ShopQuery, ShopQueryVariables>;
export const MenuDocument = new TypedDocumentString(`
    query Menu($handle: String!, $language: LanguageCode!) @inContext(language: $language) {
  menu(handle: $handle) {
    items {
      ...MenuItem
      items {
        ...MenuItem
        items {
          ...MenuItem
          items {
            ...MenuItem
          }
        }
      }
    }
  }
}
    fragment MenuItem on MenuItem {
  id
  title
  url
}`) as unknown as TypedDocumentString<MenuQuery, MenuQueryVariables>;
export const MetaobjectsDocument = new TypedDocumentString(`
    query Metaobjects($type: String!, $first: Int!, $language: LanguageCode!) @inContext(language: $language) {
  metaobjects(type: $type, first: $first) {
    nodes {
      ...Metaobject
    }
  }
}
    fragment Metaobject on Metaobject {
  id
  handle
  fields {
    key
    value
  }
}`) as unknown as TypedDocumentString<MetaobjectsQuery, MetaobjectsQueryVariables>;
export const MetaobjectDocument = new TypedDocumentString(`
    query Metaobject($type: String!, $handle: String!, $language: LanguageCode!) @inContext(language: $language) {
  metaobject(handle: {type: $type, handle: $handle}) {
    ...Metaobject
  }
}
    fragment Metaobject on Metaobject {
  id
  handle
  fields {
    key
    value
  }
}`) as unknown as TypedDocumentString<MetaobjectQuery, MetaobjectQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($language: LanguageCode!, $after: String) @inContext(language: $language) {
  products(first: 250, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      handle
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const SitemapCollectionsDocument = new TypedDocumentString(`
    query SitemapCollections($language: LanguageCode!, $after: String) @inContext(language: $language) {
  collections(first: 250, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      handle
      updatedAt
      noindex: metafield(namespace: "seo", key: "noindex") {
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCollectionsQuery, SitemapCollectionsQueryVariables>;
export const SitemapArticlesDocument = new TypedDocumentString(`
    query SitemapArticles($language: LanguageCode!, $after: String) @inContext(language: $language) {
  articles(first: 250, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      handle
      publishedAt
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapArticlesQuery, SitemapArticlesQueryVariables>;