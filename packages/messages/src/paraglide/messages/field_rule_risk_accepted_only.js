/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Risk_Accepted_OnlyInputs */

const en_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only with the status risk accepted.`)
};

const de_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur mit dem Status „Risiko akzeptiert“.`)
};

const fr_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniquement avec le statut risque accepté.`)
};

const nl_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen met de status risico geaccepteerd.`)
};

const es_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo con el estado riesgo aceptado.`)
};

const en_xa2_field_rule_risk_accepted_only = /** @type {(inputs: Field_Rule_Risk_Accepted_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý ŵíţĥ ţĥé šţáţüš ŕíšķ áççéþţéð. one two t]`)
};

/**
* | output |
* | --- |
* | "Only with the status risk accepted." |
*
* @param {Field_Rule_Risk_Accepted_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_risk_accepted_only = /** @type {((inputs?: Field_Rule_Risk_Accepted_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Risk_Accepted_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_risk_accepted_only(inputs)
	if (locale === "fr") return fr_field_rule_risk_accepted_only(inputs)
	if (locale === "nl") return nl_field_rule_risk_accepted_only(inputs)
	if (locale === "es") return es_field_rule_risk_accepted_only(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_risk_accepted_only(inputs)
	return en_field_rule_risk_accepted_only(inputs)
});