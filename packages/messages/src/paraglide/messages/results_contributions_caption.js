/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Contributions_CaptionInputs */

const en_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution of each control`)
};

const de_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitrag jeder Kontrolle`)
};

const fr_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution de chaque contrôle`)
};

const nl_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bijdrage van elke control`)
};

const es_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribución de cada control`)
};

const en_xa2_results_contributions_caption = /** @type {(inputs: Results_Contributions_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕíƀüţíöñ öƒ éáçĥ çöñţŕöļ one two]`)
};

/**
* | output |
* | --- |
* | "Contribution of each control" |
*
* @param {Results_Contributions_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_contributions_caption = /** @type {((inputs?: Results_Contributions_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Contributions_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_contributions_caption(inputs)
	if (locale === "fr") return fr_results_contributions_caption(inputs)
	if (locale === "nl") return nl_results_contributions_caption(inputs)
	if (locale === "es") return es_results_contributions_caption(inputs)
	if (locale === "en-XA") return en_xa2_results_contributions_caption(inputs)
	return en_results_contributions_caption(inputs)
});