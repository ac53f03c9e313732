/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Revoke_Confirm_DescriptionInputs */

const en_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are signed out on their next action and can no longer see this tenant. You can share it with them again later.`)
};

const de_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person wird bei ihrer nächsten Aktion abgemeldet und sieht diesen Mandanten nicht mehr. Sie können ihn später erneut mit ihr teilen.`)
};

const fr_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne est déconnectée à sa prochaine action et ne voit plus cette entité. Vous pourrez la partager de nouveau avec elle plus tard.`)
};

const nl_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon wordt bij de volgende actie afgemeld en ziet deze tenant niet meer. U kunt hem later opnieuw delen.`)
};

const es_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerrará su sesión en su próxima acción y ya no podrá ver este inquilino. Puede volver a compartirlo más adelante.`)
};

const en_xa2_sharing_revoke_confirm_description = /** @type {(inputs: Sharing_Revoke_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý áŕé šíĝñéð öüţ öñ ţĥéíŕ ñéẋţ áçţíöñ áñð çáñ ñö ļöñĝéŕ šéé ţĥíš ţéñáñţ. Ýöü çáñ šĥáŕé íţ ŵíţĥ ţĥéɱ áĝáíñ ļáţéŕ. one two three four five six seven eig]`)
};

/**
* | output |
* | --- |
* | "They are signed out on their next action and can no longer see this tenant. You can share it with them again later." |
*
* @param {Sharing_Revoke_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_revoke_confirm_description = /** @type {((inputs?: Sharing_Revoke_Confirm_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Revoke_Confirm_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_revoke_confirm_description(inputs)
	if (locale === "fr") return fr_sharing_revoke_confirm_description(inputs)
	if (locale === "nl") return nl_sharing_revoke_confirm_description(inputs)
	if (locale === "es") return es_sharing_revoke_confirm_description(inputs)
	if (locale === "en-XA") return en_xa2_sharing_revoke_confirm_description(inputs)
	return en_sharing_revoke_confirm_description(inputs)
});