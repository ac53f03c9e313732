/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Completed_CaptionInputs */

const en_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed assessments`)
};

const de_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeschlossene Bewertungen`)
};

const fr_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations terminées`)
};

const nl_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afgeronde beoordelingen`)
};

const es_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluaciones completadas`)
};

const en_xa2_shared_completed_caption = /** @type {(inputs: Shared_Completed_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţéð áššéššɱéñţš one ]`)
};

/**
* | output |
* | --- |
* | "Completed assessments" |
*
* @param {Shared_Completed_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_completed_caption = /** @type {((inputs?: Shared_Completed_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Completed_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_completed_caption(inputs)
	if (locale === "fr") return fr_shared_completed_caption(inputs)
	if (locale === "nl") return nl_shared_completed_caption(inputs)
	if (locale === "es") return es_shared_completed_caption(inputs)
	if (locale === "en-XA") return en_xa2_shared_completed_caption(inputs)
	return en_shared_completed_caption(inputs)
});