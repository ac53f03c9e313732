/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Url_FullInputs */

const en_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a full web address, like https://example.com/evidence.`)
};

const de_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine vollständige Webadresse ein, etwa https://example.com/nachweis.`)
};

const fr_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse web complète, comme https://example.com/preuve.`)
};

const nl_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een volledig webadres in, zoals https://example.com/bewijs.`)
};

const es_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección web completa, como https://example.com/evidencia.`)
};

const en_xa2_field_rule_url_full = /** @type {(inputs: Field_Rule_Url_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ƒüļļ ŵéƀ áððŕéšš, ļíķé ĥţţþš://éẋáɱþļé.çöɱ/éṽíðéñçé. one two three four]`)
};

/**
* | output |
* | --- |
* | "Enter a full web address, like https://example.com/evidence." |
*
* @param {Field_Rule_Url_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_url_full = /** @type {((inputs?: Field_Rule_Url_FullInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Url_FullInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_url_full(inputs)
	if (locale === "fr") return fr_field_rule_url_full(inputs)
	if (locale === "nl") return nl_field_rule_url_full(inputs)
	if (locale === "es") return es_field_rule_url_full(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_url_full(inputs)
	return en_field_rule_url_full(inputs)
});