/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Key_ReusedInputs */

const en_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already used with another request.`)
};

const de_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereits mit einer anderen Anfrage verwendet.`)
};

const fr_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà utilisée avec une autre requête.`)
};

const nl_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al gebruikt bij een ander verzoek.`)
};

const es_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya usada con otra solicitud.`)
};

const en_xa2_field_rule_key_reused = /** @type {(inputs: Field_Rule_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļŕéáðý üšéð ŵíţĥ áñöţĥéŕ ŕéǫüéšţ. one two t]`)
};

/**
* | output |
* | --- |
* | "Already used with another request." |
*
* @param {Field_Rule_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_key_reused = /** @type {((inputs?: Field_Rule_Key_ReusedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Key_ReusedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_key_reused(inputs)
	if (locale === "fr") return fr_field_rule_key_reused(inputs)
	if (locale === "nl") return nl_field_rule_key_reused(inputs)
	if (locale === "es") return es_field_rule_key_reused(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_key_reused(inputs)
	return en_field_rule_key_reused(inputs)
});