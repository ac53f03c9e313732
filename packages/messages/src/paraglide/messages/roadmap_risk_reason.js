/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Risk_ReasonInputs */

const en_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why the risk is accepted`)
};

const de_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum das Risiko akzeptiert wird`)
};

const fr_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi le risque est accepté`)
};

const nl_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waarom het risico wordt geaccepteerd`)
};

const es_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué se acepta el riesgo`)
};

const en_xa2_roadmap_risk_reason = /** @type {(inputs: Roadmap_Risk_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥý ţĥé ŕíšķ íš áççéþţéð one t]`)
};

/**
* | output |
* | --- |
* | "Why the risk is accepted" |
*
* @param {Roadmap_Risk_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_risk_reason = /** @type {((inputs?: Roadmap_Risk_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Risk_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_risk_reason(inputs)
	if (locale === "fr") return fr_roadmap_risk_reason(inputs)
	if (locale === "nl") return nl_roadmap_risk_reason(inputs)
	if (locale === "es") return es_roadmap_risk_reason(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_risk_reason(inputs)
	return en_roadmap_risk_reason(inputs)
});