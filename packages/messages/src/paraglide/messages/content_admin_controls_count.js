/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_Controls_CountInputs */

const en_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controls`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

const de_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Kontrolle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Kontrollen`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

const fr_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contrôle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} contrôles`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

const nl_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controls`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

const es_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} controles`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

const en_xa2_content_admin_controls_count = /** @type {(inputs: Content_Admin_Controls_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çöñţŕöļ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} çöñţŕöļš one]`);
	return /** @type {LocalizedString} */ ("content_admin_controls_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} control" |
* | "other" | "{shown} controls" |
*
* @param {Content_Admin_Controls_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_controls_count = /** @type {((inputs: Content_Admin_Controls_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Controls_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_controls_count(inputs)
	if (locale === "fr") return fr_content_admin_controls_count(inputs)
	if (locale === "nl") return nl_content_admin_controls_count(inputs)
	if (locale === "es") return es_content_admin_controls_count(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_controls_count(inputs)
	return en_content_admin_controls_count(inputs)
});