/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_RegionInputs */

const en_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain scores by tenant`)
};

const de_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punktzahlen nach Bereich und Mandant`)
};

const fr_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores par domaine et par entité`)
};

const nl_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domeinscores per tenant`)
};

const es_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones por dominio e inquilino`)
};

const en_xa2_tcompare_region = /** @type {(inputs: Tcompare_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ šçöŕéš ƀý ţéñáñţ one t]`)
};

/**
* | output |
* | --- |
* | "Domain scores by tenant" |
*
* @param {Tcompare_RegionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_region = /** @type {((inputs?: Tcompare_RegionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_RegionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_region(inputs)
	if (locale === "fr") return fr_tcompare_region(inputs)
	if (locale === "nl") return nl_tcompare_region(inputs)
	if (locale === "es") return es_tcompare_region(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_region(inputs)
	return en_tcompare_region(inputs)
});