/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_App_ScanInputs */

const en_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the setup key in, then enter the code the app shows.`)
};

const de_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie diesen Code mit Ihrer Authenticator-App (Google Authenticator, 1Password, Authy…) oder geben Sie den Einrichtungsschlüssel ein, dann den Code, den die App anzeigt.`)
};

const fr_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez ce code avec votre application d’authentification (Google Authenticator, 1Password, Authy…) ou saisissez la clé de configuration, puis le code affiché par l’application.`)
};

const nl_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan deze code met uw authenticator-app (Google Authenticator, 1Password, Authy…) of typ de instelsleutel in, en voer dan de code in die de app toont.`)
};

const es_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanee este código con su aplicación de autenticación (Google Authenticator, 1Password, Authy…) o escriba la clave de configuración, y después el código que muestra la aplicación.`)
};

const en_xa2_account_second_app_scan = /** @type {(inputs: Account_Second_App_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçáñ ţĥíš çöðé ŵíţĥ ýöüŕ áüţĥéñţíçáţöŕ áþþ (Ĝööĝļé Åüţĥéñţíçáţöŕ, 1Þáššŵöŕð, Åüţĥý…), öŕ ţýþé ţĥé šéţüþ ķéý íñ, ţĥéñ éñţéŕ ţĥé çöðé ţĥé áþþ šĥöŵš. one two three four five six seven eight nine ten]`)
};

/**
* | output |
* | --- |
* | "Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the setup key in, then enter the code the app shows." |
*
* @param {Account_Second_App_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_app_scan = /** @type {((inputs?: Account_Second_App_ScanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_App_ScanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_app_scan(inputs)
	if (locale === "fr") return fr_account_second_app_scan(inputs)
	if (locale === "nl") return nl_account_second_app_scan(inputs)
	if (locale === "es") return es_account_second_app_scan(inputs)
	if (locale === "en-XA") return en_xa2_account_second_app_scan(inputs)
	return en_account_second_app_scan(inputs)
});