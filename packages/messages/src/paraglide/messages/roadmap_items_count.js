/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Roadmap_Items_CountInputs */

const en_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

const de_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Maßnahme`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Maßnahmen`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

const fr_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} action`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} actions`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

const nl_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} actie`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} acties`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

const es_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} acción`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} acciones`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

const en_xa2_roadmap_items_count = /** @type {(inputs: Roadmap_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} íţéɱ o]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} íţéɱš on]`);
	return /** @type {LocalizedString} */ ("roadmap_items_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Roadmap_Items_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_items_count = /** @type {((inputs: Roadmap_Items_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Items_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_items_count(inputs)
	if (locale === "fr") return fr_roadmap_items_count(inputs)
	if (locale === "nl") return nl_roadmap_items_count(inputs)
	if (locale === "es") return es_roadmap_items_count(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_items_count(inputs)
	return en_roadmap_items_count(inputs)
});