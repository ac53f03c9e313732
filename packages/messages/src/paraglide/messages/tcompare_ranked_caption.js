/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Ranked_CaptionInputs */

const en_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants ranked by score`)
};

const de_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten nach Punktzahl`)
};

const fr_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités classées par score`)
};

const nl_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants gerangschikt op score`)
};

const es_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos ordenados por puntuación`)
};

const en_xa2_tcompare_ranked_caption = /** @type {(inputs: Tcompare_Ranked_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ŕáñķéð ƀý šçöŕé one t]`)
};

/**
* | output |
* | --- |
* | "Tenants ranked by score" |
*
* @param {Tcompare_Ranked_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_ranked_caption = /** @type {((inputs?: Tcompare_Ranked_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Ranked_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_ranked_caption(inputs)
	if (locale === "fr") return fr_tcompare_ranked_caption(inputs)
	if (locale === "nl") return nl_tcompare_ranked_caption(inputs)
	if (locale === "es") return es_tcompare_ranked_caption(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_ranked_caption(inputs)
	return en_tcompare_ranked_caption(inputs)
});