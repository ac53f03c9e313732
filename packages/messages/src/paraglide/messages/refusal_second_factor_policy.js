/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Second_Factor_PolicyInputs */

const en_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation requires two-step sign-in: add a second step to continue.`)
};

const de_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation verlangt die zweistufige Anmeldung: Fügen Sie einen zweiten Schritt hinzu, um fortzufahren.`)
};

const fr_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation exige la connexion en deux étapes : ajoutez une deuxième étape pour continuer.`)
};

const nl_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie vereist tweestapsaanmelding: voeg een tweede stap toe om door te gaan.`)
};

const es_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización exige el inicio de sesión en dos pasos: añada un segundo paso para continuar.`)
};

const en_xa2_refusal_second_factor_policy = /** @type {(inputs: Refusal_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ ŕéǫüíŕéš ţŵö-šţéþ šíĝñ-íñ: áðð á šéçöñð šţéþ ţö çöñţíñüé. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Your organisation requires two-step sign-in: add a second step to continue." |
*
* @param {Refusal_Second_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_second_factor_policy = /** @type {((inputs?: Refusal_Second_Factor_PolicyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Second_Factor_PolicyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_second_factor_policy(inputs)
	if (locale === "fr") return fr_refusal_second_factor_policy(inputs)
	if (locale === "nl") return nl_refusal_second_factor_policy(inputs)
	if (locale === "es") return es_refusal_second_factor_policy(inputs)
	if (locale === "en-XA") return en_xa2_refusal_second_factor_policy(inputs)
	return en_refusal_second_factor_policy(inputs)
});