/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_Problems_CountInputs */

const en_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} problem`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} problems`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

const de_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Problem`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Probleme`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

const fr_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} problème`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} problèmes`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

const nl_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} probleem`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} problemen`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

const es_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} problema`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} problemas`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

const en_xa2_content_admin_problems_count = /** @type {(inputs: Content_Admin_Problems_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þŕöƀļéɱ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} þŕöƀļéɱš one]`);
	return /** @type {LocalizedString} */ ("content_admin_problems_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} problem" |
* | "other" | "{shown} problems" |
*
* @param {Content_Admin_Problems_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_count = /** @type {((inputs: Content_Admin_Problems_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Problems_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_problems_count(inputs)
	if (locale === "fr") return fr_content_admin_problems_count(inputs)
	if (locale === "nl") return nl_content_admin_problems_count(inputs)
	if (locale === "es") return es_content_admin_problems_count(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_problems_count(inputs)
	return en_content_admin_problems_count(inputs)
});