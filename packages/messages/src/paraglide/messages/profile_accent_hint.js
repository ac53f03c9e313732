/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Accent_HintInputs */

const en_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used for headings and charts on reports.`)
};

const de_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Überschriften und Diagramme in Berichten.`)
};

const fr_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisée pour les titres et graphiques des rapports.`)
};

const nl_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikt voor koppen en grafieken in rapporten.`)
};

const es_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa en títulos y gráficos de los informes.`)
};

const en_xa2_profile_accent_hint = /** @type {(inputs: Profile_Accent_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšéð ƒöŕ ĥéáðíñĝš áñð çĥáŕţš öñ ŕéþöŕţš. one two thr]`)
};

/**
* | output |
* | --- |
* | "Used for headings and charts on reports." |
*
* @param {Profile_Accent_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_accent_hint = /** @type {((inputs?: Profile_Accent_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Accent_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_accent_hint(inputs)
	if (locale === "fr") return fr_profile_accent_hint(inputs)
	if (locale === "nl") return nl_profile_accent_hint(inputs)
	if (locale === "es") return es_profile_accent_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_accent_hint(inputs)
	return en_profile_accent_hint(inputs)
});