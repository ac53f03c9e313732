/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Code_ExpiredInputs */

const en_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code has expired. Send a new one.`)
};

const de_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code ist abgelaufen. Senden Sie einen neuen.`)
};

const fr_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code a expiré. Envoyez-en un nouveau.`)
};

const nl_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze code is verlopen. Stuur een nieuwe.`)
};

const es_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código ha caducado. Envíe uno nuevo.`)
};

const en_xa2_field_rule_code_expired = /** @type {(inputs: Field_Rule_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çöðé ĥáš éẋþíŕéð. Šéñð á ñéŵ öñé. one two th]`)
};

/**
* | output |
* | --- |
* | "This code has expired. Send a new one." |
*
* @param {Field_Rule_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_code_expired = /** @type {((inputs?: Field_Rule_Code_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Code_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_code_expired(inputs)
	if (locale === "fr") return fr_field_rule_code_expired(inputs)
	if (locale === "nl") return nl_field_rule_code_expired(inputs)
	if (locale === "es") return es_field_rule_code_expired(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_code_expired(inputs)
	return en_field_rule_code_expired(inputs)
});