/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_ChooseInputs */

const en_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

const de_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen…`)
};

const fr_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir…`)
};

const nl_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiezen…`)
};

const es_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir…`)
};

const en_xa2_roadmap_choose = /** @type {(inputs: Roadmap_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé… ]`)
};

/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Roadmap_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_choose = /** @type {((inputs?: Roadmap_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_ChooseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_choose(inputs)
	if (locale === "fr") return fr_roadmap_choose(inputs)
	if (locale === "nl") return nl_roadmap_choose(inputs)
	if (locale === "es") return es_roadmap_choose(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_choose(inputs)
	return en_roadmap_choose(inputs)
});