/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, bucket: NonNullable<unknown>, position: NonNullable<unknown> }} Roadmap_MovedInputs */

const en_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} moved to ${i?.bucket}, position ${i?.position}.`)
};

const de_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} nach ${i?.bucket} verschoben, Position ${i?.position}.`)
};

const fr_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} déplacée vers ${i?.bucket}, position ${i?.position}.`)
};

const nl_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} verplaatst naar ${i?.bucket}, positie ${i?.position}.`)
};

const es_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} movida a ${i?.bucket}, posición ${i?.position}.`)
};

const en_xa2_roadmap_moved = /** @type {(inputs: Roadmap_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} ɱöṽéð ţö ${i?.bucket}, þöšíţíöñ ${i?.position}. one two three]`)
};

/**
* | output |
* | --- |
* | "{title} moved to {bucket}, position {position}." |
*
* @param {Roadmap_MovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_moved = /** @type {((inputs: Roadmap_MovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_MovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_moved(inputs)
	if (locale === "fr") return fr_roadmap_moved(inputs)
	if (locale === "nl") return nl_roadmap_moved(inputs)
	if (locale === "es") return es_roadmap_moved(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_moved(inputs)
	return en_roadmap_moved(inputs)
});