/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Stale_CursorInputs */

const en_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list changed; go back to its first page.`)
};

const de_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Liste hat sich geändert; gehen Sie zurück zur ersten Seite.`)
};

const fr_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste a changé ; revenez à sa première page.`)
};

const nl_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lijst is gewijzigd; ga terug naar de eerste pagina.`)
};

const es_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista cambió; vuelva a su primera página.`)
};

const en_xa2_field_rule_stale_cursor = /** @type {(inputs: Field_Rule_Stale_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíšţ çĥáñĝéð; ĝö ƀáçķ ţö íţš ƒíŕšţ þáĝé. one two thre]`)
};

/**
* | output |
* | --- |
* | "The list changed; go back to its first page." |
*
* @param {Field_Rule_Stale_CursorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_stale_cursor = /** @type {((inputs?: Field_Rule_Stale_CursorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Stale_CursorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_stale_cursor(inputs)
	if (locale === "fr") return fr_field_rule_stale_cursor(inputs)
	if (locale === "nl") return nl_field_rule_stale_cursor(inputs)
	if (locale === "es") return es_field_rule_stale_cursor(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_stale_cursor(inputs)
	return en_field_rule_stale_cursor(inputs)
});