/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Risk_AcceptanceInputs */

const en_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the reason and the expiry.`)
};

const de_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie den Grund und das Ablaufdatum an.`)
};

const fr_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la raison et l’échéance.`)
};

const nl_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul de reden en de vervaldatum in.`)
};

const es_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique el motivo y la caducidad.`)
};

const en_xa2_field_rule_risk_acceptance = /** @type {(inputs: Field_Rule_Risk_AcceptanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ŕéášöñ áñð ţĥé éẋþíŕý. one two ]`)
};

/**
* | output |
* | --- |
* | "Enter the reason and the expiry." |
*
* @param {Field_Rule_Risk_AcceptanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_risk_acceptance = /** @type {((inputs?: Field_Rule_Risk_AcceptanceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Risk_AcceptanceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_risk_acceptance(inputs)
	if (locale === "fr") return fr_field_rule_risk_acceptance(inputs)
	if (locale === "nl") return nl_field_rule_risk_acceptance(inputs)
	if (locale === "es") return es_field_rule_risk_acceptance(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_risk_acceptance(inputs)
	return en_field_rule_risk_acceptance(inputs)
});