/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Console_Support_Open_ItemsInputs */

const en_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} open item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} open items`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

const de_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} offene Maßnahme`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} offene Maßnahmen`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

const fr_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} action ouverte`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} actions ouvertes`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

const nl_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} openstaand item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} openstaande items`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

const es_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} elemento abierto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} elementos abiertos`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

const en_xa2_console_support_open_items = /** @type {(inputs: Console_Support_Open_ItemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} öþéñ íţéɱ one]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} öþéñ íţéɱš one]`);
	return /** @type {LocalizedString} */ ("console_support_open_items");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} open item" |
* | "other" | "{shown} open items" |
*
* @param {Console_Support_Open_ItemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_open_items = /** @type {((inputs: Console_Support_Open_ItemsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Open_ItemsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_open_items(inputs)
	if (locale === "fr") return fr_console_support_open_items(inputs)
	if (locale === "nl") return nl_console_support_open_items(inputs)
	if (locale === "es") return es_console_support_open_items(inputs)
	if (locale === "en-XA") return en_xa2_console_support_open_items(inputs)
	return en_console_support_open_items(inputs)
});