/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_MovementInputs */

const en_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movement`)
};

const de_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklung`)
};

const fr_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évolution`)
};

const nl_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beweging`)
};

const es_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evolución`)
};

const en_xa2_compare_movement = /** @type {(inputs: Compare_MovementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁöṽéɱéñţ ]`)
};

/**
* | output |
* | --- |
* | "Movement" |
*
* @param {Compare_MovementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_movement = /** @type {((inputs?: Compare_MovementInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_MovementInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_movement(inputs)
	if (locale === "fr") return fr_compare_movement(inputs)
	if (locale === "nl") return nl_compare_movement(inputs)
	if (locale === "es") return es_compare_movement(inputs)
	if (locale === "en-XA") return en_xa2_compare_movement(inputs)
	return en_compare_movement(inputs)
});