/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_Plan_AllowsInputs */

const en_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your plan allows ${i?.shown} private baseline. Delete a draft or upgrade to create more.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your plan allows ${i?.shown} private baselines. Delete a draft or upgrade to create more.`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

const de_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.shown} private Baseline. Löschen Sie einen Entwurf oder wechseln Sie den Tarif, um mehr anzulegen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.shown} private Baselines. Löschen Sie einen Entwurf oder wechseln Sie den Tarif, um mehr anzulegen.`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

const fr_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.shown} référentiel privé. Supprimez un brouillon ou changez d’offre pour en créer davantage.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.shown} référentiels privés. Supprimez un brouillon ou changez d’offre pour en créer davantage.`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

const nl_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Uw abonnement staat ${i?.shown} privébaseline toe. Verwijder een concept of upgrade om er meer te maken.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Uw abonnement staat ${i?.shown} privébaselines toe. Verwijder een concept of upgrade om er meer te maken.`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

const es_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu plan permite ${i?.shown} línea base privada. Elimina un borrador o mejora tu plan para crear más.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tu plan permite ${i?.shown} líneas base privadas. Elimina un borrador o mejora tu plan para crear más.`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

const en_xa2_content_admin_plan_allows = /** @type {(inputs: Content_Admin_Plan_AllowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.shown} þŕíṽáţé ƀášéļíñé. Ðéļéţé á ðŕáƒţ öŕ üþĝŕáðé ţö çŕéáţé ɱöŕé. one two three four five si]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.shown} þŕíṽáţé ƀášéļíñéš. Ðéļéţé á ðŕáƒţ öŕ üþĝŕáðé ţö çŕéáţé ɱöŕé. one two three four five six]`);
	return /** @type {LocalizedString} */ ("content_admin_plan_allows");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your plan allows {shown} private baseline. Delete a draft or upgrade to create more." |
* | "other" | "Your plan allows {shown} private baselines. Delete a draft or upgrade to create more." |
*
* @param {Content_Admin_Plan_AllowsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_plan_allows = /** @type {((inputs: Content_Admin_Plan_AllowsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Plan_AllowsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_plan_allows(inputs)
	if (locale === "fr") return fr_content_admin_plan_allows(inputs)
	if (locale === "nl") return nl_content_admin_plan_allows(inputs)
	if (locale === "es") return es_content_admin_plan_allows(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_plan_allows(inputs)
	return en_content_admin_plan_allows(inputs)
});