/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_App_Check_ReplayedInputs */

const en_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request was already sent. Reload the page and try again.`)
};

const de_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anfrage wurde bereits gesendet. Laden Sie die Seite neu und versuchen Sie es erneut.`)
};

const fr_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette requête a déjà été envoyée. Rechargez la page et réessayez.`)
};

const nl_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit verzoek is al verzonden. Laad de pagina opnieuw en probeer het nog eens.`)
};

const es_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud ya se envió. Recargue la página e inténtelo de nuevo.`)
};

const en_xa2_refusal_app_check_replayed = /** @type {(inputs: Refusal_App_Check_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕéǫüéšţ ŵáš áļŕéáðý šéñţ. Ŕéļöáð ţĥé þáĝé áñð ţŕý áĝáíñ. one two three four]`)
};

/**
* | output |
* | --- |
* | "This request was already sent. Reload the page and try again." |
*
* @param {Refusal_App_Check_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_app_check_replayed = /** @type {((inputs?: Refusal_App_Check_ReplayedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_App_Check_ReplayedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_app_check_replayed(inputs)
	if (locale === "fr") return fr_refusal_app_check_replayed(inputs)
	if (locale === "nl") return nl_refusal_app_check_replayed(inputs)
	if (locale === "es") return es_refusal_app_check_replayed(inputs)
	if (locale === "en-XA") return en_xa2_refusal_app_check_replayed(inputs)
	return en_refusal_app_check_replayed(inputs)
});