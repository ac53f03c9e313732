/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Status_Risk_AcceptedInputs */

const en_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risk accepted`)
};

const de_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risiko akzeptiert`)
};

const fr_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risque accepté`)
};

const nl_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risico geaccepteerd`)
};

const es_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riesgo aceptado`)
};

const en_xa2_roadmap_status_risk_accepted = /** @type {(inputs: Roadmap_Status_Risk_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕíšķ áççéþţéð on]`)
};

/**
* | output |
* | --- |
* | "Risk accepted" |
*
* @param {Roadmap_Status_Risk_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_status_risk_accepted = /** @type {((inputs?: Roadmap_Status_Risk_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Status_Risk_AcceptedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_status_risk_accepted(inputs)
	if (locale === "fr") return fr_roadmap_status_risk_accepted(inputs)
	if (locale === "nl") return nl_roadmap_status_risk_accepted(inputs)
	if (locale === "es") return es_roadmap_status_risk_accepted(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_status_risk_accepted(inputs)
	return en_roadmap_status_risk_accepted(inputs)
});