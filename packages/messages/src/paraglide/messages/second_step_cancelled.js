/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_CancelledInputs */

const en_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in was cancelled: nothing was changed.`)
};

const de_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten wurde abgebrochen: Nichts wurde geändert.`)
};

const fr_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes a été annulée : rien n’a été modifié.`)
};

const nl_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in twee stappen is geannuleerd: er is niets gewijzigd.`)
};

const es_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló el inicio de sesión en dos pasos: no se cambió nada.`)
};

const en_xa2_second_step_cancelled = /** @type {(inputs: Second_Step_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ ŵáš çáñçéļļéð: ñöţĥíñĝ ŵáš çĥáñĝéð. one two three f]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in was cancelled: nothing was changed." |
*
* @param {Second_Step_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_cancelled = /** @type {((inputs?: Second_Step_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_CancelledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_cancelled(inputs)
	if (locale === "fr") return fr_second_step_cancelled(inputs)
	if (locale === "nl") return nl_second_step_cancelled(inputs)
	if (locale === "es") return es_second_step_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_second_step_cancelled(inputs)
	return en_second_step_cancelled(inputs)
});