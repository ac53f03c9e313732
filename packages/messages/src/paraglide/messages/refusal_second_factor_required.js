/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Second_Factor_RequiredInputs */

const en_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code from your second step to continue.`)
};

const de_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie den Code Ihres zweiten Schritts ein, um fortzufahren.`)
};

const fr_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code de votre deuxième étape pour continuer.`)
};

const nl_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer de code van uw tweede stap in om door te gaan.`)
};

const es_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca el código de su segundo paso para continuar.`)
};

const en_xa2_refusal_second_factor_required = /** @type {(inputs: Refusal_Second_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé çöðé ƒŕöɱ ýöüŕ šéçöñð šţéþ ţö çöñţíñüé. one two three ]`)
};

/**
* | output |
* | --- |
* | "Enter the code from your second step to continue." |
*
* @param {Refusal_Second_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_second_factor_required = /** @type {((inputs?: Refusal_Second_Factor_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Second_Factor_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_second_factor_required(inputs)
	if (locale === "fr") return fr_refusal_second_factor_required(inputs)
	if (locale === "nl") return nl_refusal_second_factor_required(inputs)
	if (locale === "es") return es_refusal_second_factor_required(inputs)
	if (locale === "en-XA") return en_xa2_refusal_second_factor_required(inputs)
	return en_refusal_second_factor_required(inputs)
});