/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_RuleInputs */

const en_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

const de_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regel`)
};

const fr_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règle`)
};

const nl_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regel`)
};

const es_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla`)
};

const en_xa2_content_admin_rule = /** @type {(inputs: Content_Admin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕüļé ]`)
};

/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Content_Admin_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_rule = /** @type {((inputs?: Content_Admin_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_RuleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_rule(inputs)
	if (locale === "fr") return fr_content_admin_rule(inputs)
	if (locale === "nl") return nl_content_admin_rule(inputs)
	if (locale === "es") return es_content_admin_rule(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_rule(inputs)
	return en_content_admin_rule(inputs)
});