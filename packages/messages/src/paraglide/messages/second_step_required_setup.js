/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Required_SetupInputs */

const en_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-step sign-in`)
};

const de_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten einrichten`)
};

const fr_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer la connexion en deux étapes`)
};

const nl_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen instellen`)
};

const es_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar el inicio de sesión en dos pasos`)
};

const en_xa2_second_step_required_setup = /** @type {(inputs: Second_Step_Required_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ üþ ţŵö-šţéþ šíĝñ-íñ one t]`)
};

/**
* | output |
* | --- |
* | "Set up two-step sign-in" |
*
* @param {Second_Step_Required_SetupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_required_setup = /** @type {((inputs?: Second_Step_Required_SetupInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Required_SetupInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_required_setup(inputs)
	if (locale === "fr") return fr_second_step_required_setup(inputs)
	if (locale === "nl") return nl_second_step_required_setup(inputs)
	if (locale === "es") return es_second_step_required_setup(inputs)
	if (locale === "en-XA") return en_xa2_second_step_required_setup(inputs)
	return en_second_step_required_setup(inputs)
});