/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_No_PublishedInputs */

const en_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No published baselines yet`)
};

const de_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine veröffentlichten Baselines`)
};

const fr_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun référentiel publié pour l’instant`)
};

const nl_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen gepubliceerde baselines`)
};

const es_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay líneas base publicadas`)
};

const en_xa2_explore_no_published = /** @type {(inputs: Explore_No_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö þüƀļíšĥéð ƀášéļíñéš ýéţ one tw]`)
};

/**
* | output |
* | --- |
* | "No published baselines yet" |
*
* @param {Explore_No_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_published = /** @type {((inputs?: Explore_No_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_No_PublishedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_no_published(inputs)
	if (locale === "fr") return fr_explore_no_published(inputs)
	if (locale === "nl") return nl_explore_no_published(inputs)
	if (locale === "es") return es_explore_no_published(inputs)
	if (locale === "en-XA") return en_xa2_explore_no_published(inputs)
	return en_explore_no_published(inputs)
});