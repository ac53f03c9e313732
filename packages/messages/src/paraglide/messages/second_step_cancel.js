/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_CancelInputs */

const en_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const nl_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuleren`)
};

const es_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const en_xa2_second_step_cancel = /** @type {(inputs: Second_Step_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ]`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Second_Step_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_cancel = /** @type {((inputs?: Second_Step_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_CancelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_cancel(inputs)
	if (locale === "fr") return fr_second_step_cancel(inputs)
	if (locale === "nl") return nl_second_step_cancel(inputs)
	if (locale === "es") return es_second_step_cancel(inputs)
	if (locale === "en-XA") return en_xa2_second_step_cancel(inputs)
	return en_second_step_cancel(inputs)
});