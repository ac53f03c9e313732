/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Roadmap_Risk_UntilInputs */

const en_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risk accepted until`)
};

const de_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risiko akzeptiert bis`)
};

const fr_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risque accepté jusqu’au`)
};

const nl_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risico geaccepteerd tot`)
};

const es_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riesgo aceptado hasta`)
};

const en_xa2_csv_roadmap_risk_until = /** @type {(inputs: Csv_Roadmap_Risk_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕíšķ áççéþţéð üñţíļ one ]`)
};

/**
* | output |
* | --- |
* | "Risk accepted until" |
*
* @param {Csv_Roadmap_Risk_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const csv_roadmap_risk_until = /** @type {((inputs?: Csv_Roadmap_Risk_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Roadmap_Risk_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_csv_roadmap_risk_until(inputs)
	if (locale === "fr") return fr_csv_roadmap_risk_until(inputs)
	if (locale === "nl") return nl_csv_roadmap_risk_until(inputs)
	if (locale === "es") return es_csv_roadmap_risk_until(inputs)
	if (locale === "en-XA") return en_xa2_csv_roadmap_risk_until(inputs)
	return en_csv_roadmap_risk_until(inputs)
});