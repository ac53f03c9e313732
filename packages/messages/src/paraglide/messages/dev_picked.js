/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_PickedInputs */

const en_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked tenants`)
};

const de_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewählte Mandanten`)
};

const fr_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités choisies`)
};

const nl_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekozen tenants`)
};

const es_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos elegidos`)
};

const en_xa2_dev_picked = /** @type {(inputs: Dev_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķéð ţéñáñţš on]`)
};

/**
* | output |
* | --- |
* | "Picked tenants" |
*
* @param {Dev_PickedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_picked = /** @type {((inputs?: Dev_PickedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PickedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_picked(inputs)
	if (locale === "fr") return fr_dev_picked(inputs)
	if (locale === "nl") return nl_dev_picked(inputs)
	if (locale === "es") return es_dev_picked(inputs)
	if (locale === "en-XA") return en_xa2_dev_picked(inputs)
	return en_dev_picked(inputs)
});