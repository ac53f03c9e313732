/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Required_BannerInputs */

const en_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation requires two-step sign-in. Add an authenticator app or a phone below; once it is added you can continue.`)
};

const de_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation verlangt die Anmeldung in zwei Schritten. Fügen Sie unten eine Authenticator-App oder ein Telefon hinzu; danach können Sie weiterarbeiten.`)
};

const fr_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation exige la connexion en deux étapes. Ajoutez ci-dessous une application d’authentification ou un téléphone ; vous pourrez ensuite continuer.`)
};

const nl_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie vereist aanmelden in twee stappen. Voeg hieronder een authenticator-app of een telefoon toe; daarna kunt u verder.`)
};

const es_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización exige el inicio de sesión en dos pasos. Añada abajo una aplicación de autenticación o un teléfono; después podrá continuar.`)
};

const en_xa2_second_step_required_banner = /** @type {(inputs: Second_Step_Required_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ ŕéǫüíŕéš ţŵö-šţéþ šíĝñ-íñ. Åðð áñ áüţĥéñţíçáţöŕ áþþ öŕ á þĥöñé ƀéļöŵ; öñçé íţ íš áððéð ýöü çáñ çöñţíñüé. one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "Your organisation requires two-step sign-in. Add an authenticator app or a phone below; once it is added you can continue." |
*
* @param {Second_Step_Required_BannerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_required_banner = /** @type {((inputs?: Second_Step_Required_BannerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Required_BannerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_required_banner(inputs)
	if (locale === "fr") return fr_second_step_required_banner(inputs)
	if (locale === "nl") return nl_second_step_required_banner(inputs)
	if (locale === "es") return es_second_step_required_banner(inputs)
	if (locale === "en-XA") return en_xa2_second_step_required_banner(inputs)
	return en_second_step_required_banner(inputs)
});